import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** How a photo is moved without a pointer; dnd-kit reads it out when a Move handle is focused. */
export const PHOTO_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this photo, press Space or Enter, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The first photo is the cover.',
};

/**
 * What a screen reader hears while a photo moves, in places ("position 1 of 3, the cover"),
 * since the ids dnd-kit knows are meaningless to a person. `placeOf` answers 1-based places.
 */
export function photoAnnouncements(placeOf: (id: UniqueIdentifier) => number, count: number): Announcements {
  const place = (id: UniqueIdentifier) => {
    const n = placeOf(id);
    return `position ${n} of ${count}${n === 1 ? ', the cover' : ''}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up the photo at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `The photo from ${place(active.id)} is over ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `The photo from ${place(active.id)} was dropped at ${place(over.id)}.` : `The photo stays at ${place(active.id)}.`,
    onDragCancel: ({ active }) => `Moving was cancelled. The photo stays at ${place(active.id)}.`,
  };
}
