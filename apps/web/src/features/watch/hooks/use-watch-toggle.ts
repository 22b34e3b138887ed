import type { Product } from '@reboard/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useWatchedIds } from '../api/get-watched-ids.ts';
import { useToggleWatch } from '../api/toggle-watch.ts';

/** What a watch toggle needs: whether it is on, whose listing it is, and the click (guests sign in first). */
export type WatchToggle = {
  watching: boolean;
  /** The signed-in seller's own listing: nobody watches their own. */
  own: boolean;
  /** Off until the page hydrates, and while a change is on its way. */
  disabled: boolean;
  onClick: () => void;
};

/** One toggle of the watch on a listing, for the heart and for "Tell me when it's free". */
export function useWatchToggle(product: Pick<Product, 'id' | 'seller'>): WatchToggle {
  const { t } = useTranslation();
  const { user } = useSession();
  const watching = useWatchedIds().has(product.id);
  const toggle = useToggleWatch();
  const hydrated = useHydrated();
  const flip = useCallback(
    () => toggle.mutate({ productId: product.id, watch: !watching }, { onError: (error) => toastMutationError(error, t) }),
    [toggle, product.id, watching, t],
  );
  const onClick = useRequireSignIn(flip);
  return { watching, own: user?.id === product.seller.id, disabled: !hydrated || toggle.isPending, onClick };
}
