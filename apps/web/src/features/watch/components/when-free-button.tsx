import type { Product } from '@reboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons/ui-icons.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useWatchedIds } from '../api/get-watched-ids.ts';
import { useToggleWatch } from '../api/toggle-watch.ts';

type WhenFreeButtonProps = { product: Pick<Product, 'id' | 'name' | 'seller' | 'status'>; className?: string };

/**
 * "Tell me when it's free" under a reserved listing. It watches the listing: watchers are told
 * when a hold ends without a sale (and of price drops and the sale, as any watch). Pressed, it
 * says so and lets go again; guests sign in first; a seller is not offered their own listing.
 */
export function WhenFreeButton({ product, className = '' }: WhenFreeButtonProps) {
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
  if (user?.id === product.seller.id) return null;

  return (
    <button type="button" className={`btn btn-ghost btn-xs gap-1 px-1 ${className}`} aria-pressed={watching} disabled={!hydrated || toggle.isPending} onClick={requireSignIn}>
      <BellIcon className="size-3.5" />
      {/* On a phone the bell alone, so a reserved card keeps Add to Cart's one row; the words stay its name. */}
      <span className="max-sm:sr-only">{watching ? t('watch.whenFree.asked') : t('watch.whenFree.ask')}</span>
    </button>
  );
}
