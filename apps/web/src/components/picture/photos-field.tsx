import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { MAX_LISTING_PHOTOS, MAX_UPLOAD_BYTES, PICTURE_ACCEPT } from '@reboard/contracts/schemas';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { PendingPhoto } from './pending-photo.tsx';
import { photoAnnouncements, photoInstructions } from './photo-announcements.ts';
import { addFiles, entriesOf, moved, photoLabel, uploaded, urlsOf, without, type PhotoEntry } from './photo-entries.ts';
import { SortablePhoto } from './sortable-photo.tsx';

type PhotosFieldProps = {
  /** The input's label, e.g. "Product photos" (in the page's language); the field is optional. */
  label: string;
  /** The photos the form starts with (an edited listing's), in order. */
  initial: readonly string[];
  /** The uploaded photos' URLs in the order shown, whenever they change. */
  onChange: (urls: string[]) => void;
  /** Whether a file is still on its way, so the form waits before saving. */
  onBusyChange: (busy: boolean) => void;
  /** A catalogue key (the schema's) or the server's words: shown through `t`. */
  error?: string | null;
  disabled?: boolean;
};

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A listing's photos: choose several at once or drop them on the zone, see each upload's
 * progress, reorder them (drag, or the keyboard through dnd-kit's sensor, announced to screen
 * readers), make one the cover or remove it.
 */
export function PhotosField({ label, initial, onChange, onBusyChange, error, disabled }: PhotosFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [entries, setEntries] = useState<PhotoEntry[]>(() => entriesOf(initial));
  const [dropping, setDropping] = useState(false);
  const [notice, setNotice] = useState('');
  // Which file was refused last and why (contracts' words or key), until more files are chosen.
  const [refusal, setRefusal] = useState<{ name: string; reason: string } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Tell the form only when what it sends (or whether it may send) changed.
  const reported = useRef({ urls: urlsOf(entries).join('\n'), busy: false });
  const urls = urlsOf(entries);
  const busy = entries.some((entry) => !entry.url);
  useEffect(() => {
    const key = urls.join('\n');
    if (key !== reported.current.urls) onChange(urls);
    if (busy !== reported.current.busy) onBusyChange(busy);
    reported.current = { urls: key, busy };
  });

  function add(files: File[]) {
    if (files.length === 0) return;
    const result = addFiles(entries, files);
    setRefusal(null);
    setEntries(result.entries);
    if (result.left > 0) toast.error(t('common.photos.tooMany', { max: MAX_LISTING_PHOTOS, left: result.left }));
    setInputKey((key) => key + 1);
  }

  function onDrop(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setEntries((current) => moved(current, String(active.id), current.findIndex((e) => e.id === over.id)));
  }

  const placeOf = (entryId: string | number) => entries.findIndex((e) => e.id === entryId) + 1;
  const errorId = `${id}-error`;
  const message = error ? t(error) : refusal ? t('common.photos.refused', { name: refusal.name, reason: t(refusal.reason) }) : null;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={`flex flex-col gap-2 rounded-box border-2 border-dashed p-4 ${dropping ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      >
        <label htmlFor={id} className="text-sm font-medium">
          {label} <span className="font-normal text-base-content/60">{t('common.optional')}</span>
        </label>
        <p className="text-sm text-base-content/70">{t('common.photos.drop')}</p>
        <input
          key={inputKey}
          id={id}
          type="file"
          multiple
          accept={PICTURE_ACCEPT}
          disabled={disabled || entries.length >= MAX_LISTING_PHOTOS}
          aria-invalid={!!message}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => add(Array.from(event.target.files ?? []))}
          className={`file-input w-full ${message ? 'file-input-error' : ''}`}
        />
        <p id={hintId} className="text-xs text-base-content/60">
          {t('common.photos.hint', { max: MAX_LISTING_PHOTOS, size: MAX_MB })}
        </p>
        {message ? (
          <p id={errorId} className="text-sm text-error">
            {message}
          </p>
        ) : null}
      </div>

      {entries.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: photoAnnouncements(t, placeOf, entries.length), screenReaderInstructions: photoInstructions(t) }}
        >
          <SortableContext items={entries.map((e) => e.id)} strategy={rectSortingStrategy}>
            <ul aria-label={t('common.photos.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {entries.map((entry, index) => {
                const name = photoLabel(t, index, entries.length);
                return (
                  <SortablePhoto
                    key={entry.id}
                    id={entry.id}
                    label={name}
                    isCover={index === 0}
                    disabled={disabled}
                    onMakeCover={() => {
                      setEntries((current) => moved(current, entry.id, 0));
                      setNotice(t('common.photos.madeCover', { place: index + 1 }));
                    }}
                    onRemove={() => {
                      setEntries((current) => without(current, entry.id));
                      setNotice(t('common.photos.removed', { place: index + 1 }));
                    }}
                  >
                    {entry.url ? (
                      <img src={entry.url} alt={name} className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover" />
                    ) : (
                      <PendingPhoto
                        file={entry.file!}
                        label={name}
                        onUploaded={(url) => setEntries((current) => uploaded(current, entry.id, url))}
                        onRefused={(reason) => {
                          setEntries((current) => without(current, entry.id));
                          setRefusal({ name: entry.file!.name, reason });
                        }}
                      />
                    )}
                  </SortablePhoto>
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
