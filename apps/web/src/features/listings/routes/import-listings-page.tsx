import { IMPORT_MAX_ROWS, type ListingImport } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMutationErrorToast } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useChangeImportRow } from '../api/change-import-row.ts';
import { useImport } from '../api/get-import.ts';
import { usePublishImport } from '../api/publish-import.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { ImportPreview } from '../components/import/import-preview.tsx';
import { ImportUploadForm } from '../components/import/import-upload-form.tsx';

/**
 * Listing from a spreadsheet: upload, watch the rows being checked, fix or skip rows in the
 * preview, publish. The upload's id sits in the address, so a reload comes back to the preview.
 */
export function ImportListingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const upload = useUploadImport();
  const current = useImport(id);
  const change = useChangeImportRow();
  const publish = usePublishImport();
  const toastError = useMutationErrorToast();
  const startAgain = () => setParams({});

  const body = () => {
    if (!id) {
      return (
        <ImportUploadForm
          uploading={upload.isPending}
          onUpload={async (text) => {
            try {
              setParams({ id: (await upload.mutateAsync(text)).id });
            } catch (error) {
              toastError(error);
            }
          }}
        />
      );
    }
    if (current.isPending) return <Spinner label={t('common.loading')} />;
    if (current.isError) return <QueryError error={current.error} onRetry={() => void current.refetch()} />;
    return stateOf(current.data);
  };

  // A function, not a component: the preview keeps its open editor across this page's renders.
  function stateOf(state: ListingImport) {
    if (state.status === 'checking') {
      return (
        <div role="status" className="flex max-w-md flex-col gap-2">
          <p>{t('imports.progress.checking', { checked: state.checked, total: state.total })}</p>
          <progress className="progress progress-primary w-full" value={state.checked} max={Math.max(state.total, 1)} aria-hidden="true" />
        </div>
      );
    }
    if (state.status === 'failed') {
      return (
        <div role="alert" className="alert alert-error flex flex-col items-start gap-2">
          <p>{t('imports.progress.failed')}</p>
          {state.error ? <p>{t(state.error)}</p> : null}
          <button type="button" className="btn btn-sm" onClick={startAgain}>
            {t('imports.progress.another')}
          </button>
        </div>
      );
    }
    if (state.status === 'published') {
      return (
        <div role="status" className="alert alert-success flex flex-col items-start gap-2">
          <h2 className="text-lg font-semibold">{t('imports.done.title')}</h2>
          <p>{t('imports.done.text', { created: state.created, updated: state.updated })}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.dashboard.myProducts} className="btn btn-sm btn-primary">
              {t('imports.done.myProducts')}
            </Link>
            <button type="button" className="btn btn-sm" onClick={startAgain}>
              {t('imports.done.another')}
            </button>
          </div>
        </div>
      );
    }
    return (
      <ImportPreview
        upload={state}
        publishing={publish.isPending}
        onSaveRow={async (line, cells) => {
          try {
            await change.mutateAsync({ id: state.id, line, change: { cells } });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
        onSkipRow={(line, skip) => change.mutate({ id: state.id, line, change: { skip } }, { onError: (error) => toastError(error) })}
        onPublish={() => publish.mutate(state.id, { onError: (error) => toastError(error) })}
      />
    );
  }

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader title={t('imports.page.title')} description={t('imports.page.description', { limit: IMPORT_MAX_ROWS })} />
      <div className="flex flex-col gap-1 text-sm text-base-content/80">
        <p>{t('imports.page.required')}</p>
        <p>{t('imports.page.sku')}</p>
      </div>
      {body()}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ImportListingsPage as Component };
