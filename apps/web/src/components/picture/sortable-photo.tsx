import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SortablePhotoProps = {
  id: string;
  /** "Photo 2 of 3 (cover)": names the tile's buttons. */
  label: string;
  isCover: boolean;
  disabled?: boolean;
  onRemove: () => void;
  onMakeCover: () => void;
  /** The photo itself, or its upload in progress. */
  children: ReactNode;
};

/**
 * One tile of the photo list. The Move handle carries dnd-kit's listeners: drag it with a
 * pointer, or focus it and press Space, the arrow keys, then Space again (the keyboard sensor).
 */
export function SortablePhoto({ id, label, isCover, disabled, onRemove, onMakeCover, children }: SortablePhotoProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-2 ${isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      {isCover ? <span className="badge badge-primary badge-sm absolute left-3 top-3 z-[1]">{t('common.photos.cover')}</span> : null}
      {children}
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('common.photos.moveLabel', { label })}
          className="btn btn-ghost btn-xs cursor-grab touch-none"
        >
          {t('common.photos.move')}
        </button>
        {isCover ? null : (
          <button type="button" className="btn btn-ghost btn-xs" onClick={onMakeCover} disabled={disabled} aria-label={t('common.photos.makeCoverLabel', { label })}>
            {t('common.photos.makeCover')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-xs" onClick={onRemove} disabled={disabled} aria-label={t('common.photos.removeLabel', { label })}>
          {t('common.photos.remove')}
        </button>
      </div>
    </li>
  );
}
