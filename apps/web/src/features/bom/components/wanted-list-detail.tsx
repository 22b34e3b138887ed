import type { WantedLine } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useMutationErrorToast } from '@/lib/mutation-toast.ts';
import { useCloseWantedLine } from '../api/change-wanted-list.ts';
import { useWantedList } from '../api/get-wanted-lists.ts';
import { BomResults } from './bom-results.tsx';

/** One wanted list: its lines with what matches them now, each open line closable (the person has the part) and a closed one reopened. */
export function WantedListDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useWantedList(id);
  const close = useCloseWantedLine();
  const toastError = useMutationErrorToast();

  if (list.isPending) return <Spinner label={t('bom.lists.loadingList')} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const { name, lines } = list.data;
  const busy = (line: WantedLine) => close.isPending && close.variables.lineId === line.id;

  return (
    <section aria-labelledby="wanted-list-title" className="mt-8">
      <h2 id="wanted-list-title" className="mb-3 text-xl font-semibold">
        {name}
      </h2>
      <BomResults
        {...list.data}
        lines={lines}
        action={{
          header: t('bom.lists.lineColumn'),
          render: (line) => (
            <PendingButton
              className="btn btn-ghost btn-xs"
              pending={busy(line)}
              spinnerSize="xs"
              aria-label={line.closed ? t('bom.lists.reopenLabel', { part: line.partNumber ?? line.description }) : t('bom.lists.closeLabel', { part: line.partNumber ?? line.description })}
              onClick={() => close.mutate({ listId: id, lineId: line.id, closed: !line.closed }, { onError: (err) => toastError(err) })}
            >
              {line.closed ? t('bom.lists.reopen') : t('bom.lists.close')}
            </PendingButton>
          ),
        }}
      />
    </section>
  );
}
