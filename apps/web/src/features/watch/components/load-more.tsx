import { PendingButton } from '../../../components/pending-button.tsx';

type LoadMoreProps = { shown: number; total: number; noun: string; hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore: () => void };

/** "Showing 20 of 57 …" under a list and, while more pages exist, Load more. */
export function LoadMore({ shown, total, noun, hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreProps) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-base-content/70" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasNextPage ? (
        <PendingButton className="btn btn-outline btn-wide" onClick={onLoadMore} pending={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </PendingButton>
      ) : null}
    </div>
  );
}
