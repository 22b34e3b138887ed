import { useRef, type TouchEvent } from 'react';

/** How far a finger must travel sideways, more than up or down, to count as a swipe. */
const MIN_SWIPE_PX = 40;

/**
 * Touch handlers that call `onPrevious` on a swipe to the right and `onNext` on a swipe to the
 * left, as photo viewers on phones do; a mostly vertical move stays a scroll.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
      if (dx > 0) onPrevious();
      else onNext();
    },
  };
}
