import type { Product } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons/ui-icons.tsx';
import { useWatchToggle } from '../hooks/use-watch-toggle.ts';

type WhenFreeButtonProps = { product: Pick<Product, 'id' | 'name' | 'seller' | 'status'>; className?: string };

/**
 * "Tell me when it's free" under a reserved listing. It watches the listing: watchers are told
 * when a hold ends without a sale (and of price drops and the sale, as any watch). Pressed, it
 * says so and lets go again; guests sign in first; a seller is not offered their own listing.
 */
export function WhenFreeButton({ product, className = '' }: WhenFreeButtonProps) {
  const { t } = useTranslation();
  const { watching, own, disabled, onClick } = useWatchToggle(product);
  if (own) return null;

  return (
    <button type="button" className={`btn btn-ghost btn-xs gap-1 px-1 ${className}`} aria-pressed={watching} disabled={disabled} onClick={onClick}>
      <BellIcon className="size-3.5" />
      {/* On a phone the bell alone, so a reserved card keeps Add to Cart's one row; the words stay its name. */}
      <span className="max-sm:sr-only">{watching ? t('watch.whenFree.asked') : t('watch.whenFree.ask')}</span>
    </button>
  );
}
