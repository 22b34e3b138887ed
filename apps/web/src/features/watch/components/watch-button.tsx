import type { Product } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/icons/ui-icons.tsx';
import { useWatchToggle } from '../hooks/use-watch-toggle.ts';

type WatchButtonProps = { product: Pick<Product, 'id' | 'name' | 'seller' | 'status'>; className?: string };

/**
 * The heart on cards and detail pages: a toggle (aria-pressed) named for the listing. Guests go
 * to /login first and come back; sellers are not offered their own listings.
 */
export function WatchButton({ product, className = '' }: WatchButtonProps) {
  const { t } = useTranslation();
  const { watching, own, disabled, onClick } = useWatchToggle(product);
  // A sold listing can still be let go of, but not newly watched.
  if (own || (product.status !== 'active' && !watching)) return null;

  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square btn-sm ${watching ? 'text-error' : 'text-base-content/60 hover:text-error'} ${className}`}
      aria-pressed={watching}
      aria-label={watching ? t('watch.button.stopLabel', { name: product.name }) : t('watch.button.watchLabel', { name: product.name })}
      title={watching ? t('watch.button.stopTitle') : t('watch.button.watchTitle')}
      disabled={disabled}
      onClick={onClick}
    >
      <HeartIcon filled={watching} className="size-4" />
    </button>
  );
}
