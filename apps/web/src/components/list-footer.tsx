import { useTranslation } from 'react-i18next';
import { PendingButton } from './pending-button.tsx';

type ListFooterProps = {
  shown: number;
  total: number | undefined;
  /** Plural noun for the count line, e.g. "sellers", in the page's language. */
  noun: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

/** "Showing 20 of 57 sellers" and, while more pages exist, a Load more button. */
export function ListFooter({ shown, total, noun, hasNextPage, isFetchingNextPage, onLoadMore }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {total !== undefined ? (
        <p className="text-sm text-base-content/70" aria-live="polite">
          {t('common.list.showing', { shown, total, noun })}
        </p>
      ) : null}
      {hasNextPage ? (
        <PendingButton className="btn btn-outline btn-wide" onClick={onLoadMore} pending={isFetchingNextPage}>
          {isFetchingNextPage ? t('common.list.loading') : t('common.list.loadMore')}
        </PendingButton>
      ) : null}
    </div>
  );
}
