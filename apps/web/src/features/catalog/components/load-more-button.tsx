import { PendingButton } from '../../../components/pending-button.tsx';

type LoadMoreButtonProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

export function LoadMoreButton({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-10 flex justify-center">
      <PendingButton className="btn btn-outline btn-wide" onClick={onLoadMore} pending={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </PendingButton>
    </div>
  );
}
