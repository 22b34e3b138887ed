import type { SavedSearchFilters, SearchAlert } from '@reboard/contracts';
import { isSpecParamName, SAVED_SEARCH_NAME_MAX, SEARCH_ALERT_KEYS, SEARCH_ALERTS } from '@reboard/contracts/plain';
import type { TFunction } from 'i18next';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDialog } from '@/components/form-dialog.tsx';
import { BookmarkIcon } from '@/components/icons/ui-icons.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useSchemas } from '@/lib/use-schemas.ts';
import { useSaveSearch } from '../api/change-saved-search.ts';

/**
 * The page's filters as the API reads them, or undefined when the address holds a bad one (the
 * page shows that) and until the schemas that read them are loaded.
 */
function useFiltersFromUrl(): SavedSearchFilters | undefined {
  const [params] = useSearchParams();
  const schemas = useSchemas();
  if (!schemas) return undefined;
  const { normaliseFilters, SavedSearchFiltersSchema } = schemas;
  // The named filters and the specification filters (`spec.capacity.min`), as the page reads them.
  const keys = [...Object.keys(SavedSearchFiltersSchema.shape), ...[...params.keys()].filter(isSpecParamName)];
  const raw = Object.fromEntries(keys.flatMap((k) => (params.get(k)?.trim() ? [[k, params.get(k)!]] : [])));
  const parsed = SavedSearchFiltersSchema.safeParse(raw);
  return parsed.success ? normaliseFilters(parsed.data) : undefined;
}

/**
 * The name the dialog suggests, in the page's language: contracts' `defaultSearchName` gives the
 * server's English one (for a search saved without a name), worded alike.
 */
function suggestedName(t: TFunction, f: SavedSearchFilters): string {
  if (f.q) return `“${f.q}”`;
  return f.location ? t('watch.save.defaultName.location', { location: f.location }) : t('watch.save.defaultName.all');
}

/**
 * "Save this search" on /products: the query and its filters, named and with an alert choice.
 * Guests go to /login first and come back to the same search.
 */
export function SaveSearchButton() {
  const { t } = useTranslation();
  const filters = useFiltersFromUrl();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const requireSignIn = useRequireSignIn(useCallback(() => setOpen(true), []));
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-haspopup="dialog" disabled={!hydrated || !filters} onClick={requireSignIn}>
        <BookmarkIcon className="size-4" />
        {t('watch.save.button')}
      </button>
      {open && filters ? <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SaveSearchDialog({ filters, onClose }: { filters: SavedSearchFilters; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  const [name, setName] = useState(() => suggestedName(t, filters));
  const [alert, setAlert] = useState<SearchAlert>('daily');
  const nameId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await save.mutateAsync({ name, filters, alert });
      toast.success(t('watch.save.saved'));
      onClose();
    } catch (error) {
      toastMutationError(error, t);
    }
  }

  return (
    <FormDialog
      title={t('watch.save.title')}
      description={t('watch.save.description')}
      label={t('watch.save.dialogLabel')}
      submitLabel={t('watch.save.submit')}
      busy={save.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <label className="form-control w-full" htmlFor={nameId}>
        <span className="label-text mb-1 font-medium">{t('watch.field.name')}</span>
        <input
          id={nameId}
          className="input input-bordered w-full"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <fieldset>
        <legend className="mb-1 font-medium">{t('watch.save.mailMe')}</legend>
        {SEARCH_ALERTS.map((value) => (
          <label key={value} className="flex items-center gap-2 py-1">
            <input type="radio" className="radio radio-sm" name="alert" value={value} checked={alert === value} onChange={() => setAlert(value)} />
            {t(SEARCH_ALERT_KEYS[value])}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
