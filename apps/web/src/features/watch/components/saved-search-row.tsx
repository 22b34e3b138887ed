import { SAVED_SEARCH_NAME_MAX, SEARCH_ALERT_LABELS, SEARCH_ALERTS, type SavedSearch, type SearchAlert } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { useUpdateSavedSearch } from '../api/saved-searches.ts';

/** One saved search: its name opens it; its alert changes in place; rename and delete from here. */
export function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: (s: SavedSearch) => void }) {
  const update = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const alertId = useId();

  const change = (changes: { name?: string; alert?: SearchAlert }, done: string) =>
    update.mutateAsync({ id: search.id, ...changes }).then(
      () => void toast.success(done),
      (error: unknown) => toastMutationError(error),
    );

  return (
    <tr>
      <td data-label="Search">
        <Link to={search.path} className="link link-hover font-semibold">
          {search.name}
        </Link>
      </td>
      <td data-label="Alert">
        <label htmlFor={alertId} className="sr-only">
          Alert for {search.name}
        </label>
        <select
          id={alertId}
          className="select select-bordered select-sm"
          value={search.alert}
          disabled={update.isPending}
          onChange={(e) => void change({ alert: e.target.value as SearchAlert }, 'Alert changed')}
        >
          {SEARCH_ALERTS.map((value) => (
            <option key={value} value={value}>
              {SEARCH_ALERT_LABELS[value]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Action">
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-ghost btn-sm" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={`Delete ${search.name}`} onClick={() => onDelete(search)}>
            Delete
          </button>
        </div>
        {renaming ? (
          <RenameDialog
            search={search}
            busy={update.isPending}
            onRename={(name) => change({ name }, 'Search renamed').then(() => setRenaming(false))}
            onClose={() => setRenaming(false)}
          />
        ) : null}
      </td>
    </tr>
  );
}

function RenameDialog({ search, busy, onRename, onClose }: { search: SavedSearch; busy: boolean; onRename: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState(search.name);
  const nameId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onRename(name);
  };
  return (
    <FormDialog title={`Rename ${search.name}`} description="Give the search a name you will recognise." label="Rename search" submitLabel="Rename" busy={busy} onSubmit={submit} onClose={onClose}>
      <label className="form-control w-full" htmlFor={nameId}>
        <span className="label-text mb-1 font-medium">Name</span>
        <input id={nameId} className="input input-bordered w-full" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required onChange={(e) => setName(e.target.value)} />
      </label>
    </FormDialog>
  );
}
