import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';

type LoadMoreButtonProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

export function LoadMoreButton({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreButtonProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="mt-10 flex justify-center">
      <PendingButton className="btn btn-outline btn-wide" onClick={onLoadMore} pending={isFetchingNextPage} disabled={!hydrated}>
        {isFetchingNextPage ? t('catalog.browser.loadingMore') : t('catalog.browser.loadMore')}
      </PendingButton>
    </div>
  );
}
