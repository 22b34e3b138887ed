import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * The state of a header popup (the account menu, the small-screen menu, the notification bell): open or not, the id
 * its button controls, and a click or tap outside closes it. `dismiss` closes it and gives
 * focus back to its button, as Escape should.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { open, id, rootRef, buttonRef, toggle, close, dismiss };
}
