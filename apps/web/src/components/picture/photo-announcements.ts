import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/** How a photo is moved without a pointer; dnd-kit reads it out when a Move handle is focused. */
export const photoInstructions = (t: TFunction): ScreenReaderInstructions => ({ draggable: t('common.photos.instructions') });

/**
 * What a screen reader hears while a photo moves, in places ("position 1 of 3, the cover"),
 * since the ids dnd-kit knows are meaningless to a person. `placeOf` answers 1-based places.
 */
export function photoAnnouncements(t: TFunction, placeOf: (id: UniqueIdentifier) => number, count: number): Announcements {
  const place = (id: UniqueIdentifier) => {
    const n = placeOf(id);
    return n === 1 ? t('common.photos.positionCover', { place: n, total: count }) : t('common.photos.position', { place: n, total: count });
  };
  return {
    onDragStart: ({ active }) => t('common.photos.pickedUp', { position: place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('common.photos.over', { from: place(active.id), to: place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t('common.photos.dropped', { from: place(active.id), to: place(over.id) }) : t('common.photos.stays', { position: place(active.id) }),
    onDragCancel: ({ active }) => t('common.photos.cancelled', { position: place(active.id) }),
  };
}
