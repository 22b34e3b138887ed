type LoadMoreButtonProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

export function LoadMoreButton({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button type="button" className="btn btn-outline btn-wide" onClick={onLoadMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
