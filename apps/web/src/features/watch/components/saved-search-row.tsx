import { SAVED_SEARCH_NAME_MAX, SEARCH_ALERT_KEYS, SEARCH_ALERTS, type SavedSearch, type SearchAlert } from '@reboard/contracts/schemas';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialog } from '@/components/form-dialog.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useUpdateSavedSearch } from '../api/change-saved-search.ts';

/** One saved search: its name opens it; its alert changes in place; rename and delete from here. */
export function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: (s: SavedSearch) => void }) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const alertId = useId();

  const change = (changes: { name?: string; alert?: SearchAlert }, done: string) =>
    update.mutateAsync({ id: search.id, ...changes }).then(
      () => void toast.success(done),
      (error: unknown) => toastMutationError(error, t),
    );

  return (
    <tr>
      <td data-label={t('watch.searches.column.search')}>
        <Link to={search.path} className="link link-hover font-semibold">
          {search.name}
        </Link>
      </td>
      <td data-label={t('watch.searches.column.alert')}>
        <label htmlFor={alertId} className="sr-only">
          {t('watch.row.alertFor', { name: search.name })}
        </label>
        <select
          id={alertId}
          className="select select-bordered select-sm"
          value={search.alert}
          disabled={update.isPending}
          onChange={(e) => void change({ alert: e.target.value as SearchAlert }, t('watch.row.alertChanged'))}
        >
          {SEARCH_ALERTS.map((value) => (
            <option key={value} value={value}>
              {t(SEARCH_ALERT_KEYS[value])}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('watch.searches.column.action')}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-ghost btn-sm" aria-label={t('watch.row.renameLabel', { name: search.name })} onClick={() => setRenaming(true)}>
            {t('watch.row.rename')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={t('watch.row.deleteLabel', { name: search.name })} onClick={() => onDelete(search)}>
            {t('watch.row.delete')}
          </button>
        </div>
        {renaming ? (
          <RenameDialog
            search={search}
            busy={update.isPending}
            onRename={(name) => change({ name }, t('watch.row.renamed')).then(() => setRenaming(false))}
            onClose={() => setRenaming(false)}
          />
        ) : null}
      </td>
    </tr>
  );
}

function RenameDialog({ search, busy, onRename, onClose }: { search: SavedSearch; busy: boolean; onRename: (name: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(search.name);
  const nameId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onRename(name);
  };
  return (
    <FormDialog
      title={t('watch.rename.title', { name: search.name })}
      description={t('watch.rename.description')}
      label={t('watch.rename.label')}
      submitLabel={t('watch.rename.submit')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <label className="form-control w-full" htmlFor={nameId}>
        <span className="label-text mb-1 font-medium">{t('watch.field.name')}</span>
        <input id={nameId} className="input input-bordered w-full" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required onChange={(e) => setName(e.target.value)} />
      </label>
    </FormDialog>
  );
}
