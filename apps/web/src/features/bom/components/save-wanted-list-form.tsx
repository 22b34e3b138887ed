import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingButton } from '@/components/pending-button.tsx';
import { errorMessage, isApiRequestError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.tsx';
import { useSaveWantedList } from '../api/change-wanted-list.ts';

/** "Save as wanted list": the BOM just matched, under a name; its open lines then alert on new listings. */
export function SaveWantedListForm({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWantedList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setError('bom.validation.nameRequired');
    setError(undefined);
    try {
      await save.mutateAsync({ name: name.trim(), text });
      toast.success(t('bom.save.saved', { name: name.trim() }));
    } catch (err) {
      setError(isApiRequestError(err) ? (err.fields.name ?? err.fields.text ?? err.message) : errorMessage(err, t));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-8 rounded-box border border-base-300 bg-base-100 p-4" noValidate>
      <h2 className="text-lg font-semibold">{t('bom.save.title')}</h2>
      <p className="mb-3 text-sm text-base-content/70">{t('bom.save.help')}</p>
      {save.isSuccess ? (
        <p role="status">
          {t('bom.save.done')}{' '}
          <Link to={paths.dashboard.wantedLists} className="link">
            {t('bom.save.open')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('bom.save.nameLabel')}
            </label>
            <input
              id={`${id}-name`}
              className="input w-full"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <PendingButton type="submit" className="btn btn-secondary" pending={save.isPending}>
            {t('bom.save.submit')}
          </PendingButton>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-error">
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}
