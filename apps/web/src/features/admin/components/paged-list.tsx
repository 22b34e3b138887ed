import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { ListFooter } from '@/components/list-footer.tsx';

/** What PagedList reads of an infinite query over `{items, total}` pages. */
export interface PagedQuery<T> {
  data: { pages: { items: T[]; total: number }[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

type PagedListProps<T> = {
  query: PagedQuery<T>;
  /** What the spinner says while the first page loads. */
  loadingLabel: string;
  /** Shown when the list (or the search) has nothing. */
  empty: ReactNode;
  /** Plural noun for "Showing 20 of 57 …". */
  noun: string;
  children: (items: T[]) => ReactNode;
};

/**
 * An admin list, page by page: a spinner, then the error with a retry, the empty state, or the
 * items (dimmed and marked busy while a new search loads), with the count and Load more below.
 */
export function PagedList<T>({ query, loadingLabel, empty, noun, children }: PagedListProps<T>) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return empty;
  return (
    <>
      <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
        {children(items)}
      </div>
      <ListFooter
        shown={items.length}
        total={pages[0]?.total}
        noun={noun}
        hasNextPage={query.hasNextPage && !query.isPlaceholderData}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
