import type { Product, SessionUser } from '@reboard/contracts';
import { Suspense, useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { CartIcon } from '../../../components/icons/ui-icons.tsx';
import { ROLE_ARTICLES, ROLE_LABELS } from '../../../lib/role-label.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import { useRequireSignIn } from '../../../lib/session/use-require-sign-in.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const BookingModal = lazyComponent(async () => (await import('./booking-modal.tsx')).BookingModal);

type AddToCartButtonProps = {
  product: Pick<Product, 'id' | 'name' | 'resalePrice'>;
  className?: string;
};

/**
 * Opens the booking modal for a signed-in buyer with an email. Guests go to /login and come
 * back; sellers and admins are told why they cannot book instead of getting a dead button.
 */
export function AddToCartButton({ product, className = '' }: AddToCartButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);

  // `current` is who the session check says is signed in, which may be newer than this render's.
  const openBooking = useCallback((current: SessionUser) => {
    if (current.role !== 'buyer') {
      const role = ROLE_LABELS[current.role].toLowerCase();
      toast.error(`Only buyers can book products. You are signed in as ${ROLE_ARTICLES[current.role]} ${role}.`);
    } else if (!current.email) {
      toast.error('Your account needs an email address before you can book.');
    } else {
      setOpen(true);
    }
  }, []);
  const requireSignIn = useRequireSignIn(openBooking);
  const hydrated = useHydrated();

  return (
    <>
      <button type="button" className={`btn btn-primary ${className}`} disabled={!hydrated}
        onClick={requireSignIn}
        onPointerEnter={BookingModal.preload}
        onFocus={BookingModal.preload}
      >
        <CartIcon className="size-4" />
        Add to Cart
      </button>
      {open && user ? (
        <Suspense fallback={null}>
          <BookingModal product={product} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
