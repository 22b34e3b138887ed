import type { Product } from '@reboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/icons/ui-icons.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useWatchedIds } from '../api/get-watched-ids.ts';
import { useToggleWatch } from '../api/toggle-watch.ts';

type WatchButtonProps = { product: Pick<Product, 'id' | 'name' | 'seller' | 'status'>; className?: string };

/**
 * The heart on cards and detail pages: a toggle (aria-pressed) named for the listing. Guests go
 * to /login first and come back; sellers are not offered their own listings.
 */
export function WatchButton({ product, className = '' }: WatchButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const watching = useWatchedIds().has(product.id);
  const toggle = useToggleWatch();
  const hydrated = useHydrated();
  const flip = useCallback(
    () => toggle.mutate({ productId: product.id, watch: !watching }, { onError: (error) => toastMutationError(error, t) }),
    [toggle, product.id, watching, t],
  );
  const requireSignIn = useRequireSignIn(flip);
  // A sold listing can still be let go of, but not newly watched.
  if (user?.id === product.seller.id || (product.status !== 'active' && !watching)) return null;

  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square btn-sm ${watching ? 'text-error' : 'text-base-content/60 hover:text-error'} ${className}`}
      aria-pressed={watching}
      aria-label={watching ? t('watch.button.stopLabel', { name: product.name }) : t('watch.button.watchLabel', { name: product.name })}
      title={watching ? t('watch.button.stopTitle') : t('watch.button.watchTitle')}
      disabled={!hydrated || toggle.isPending}
      onClick={requireSignIn}
    >
      <HeartIcon filled={watching} className="size-4" />
    </button>
  );
}
