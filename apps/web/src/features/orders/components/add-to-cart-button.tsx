import type { Product, Role, SessionUser } from '@reboard/contracts';
import { ROLE_KEYS } from '@reboard/contracts/plain';
import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/icons/ui-icons.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useMyBooking } from '../hooks/use-my-booking.ts';
import { BookedByYou, Reserved, type WhenFreeProps } from './hold-states.tsx';

const BookingModal = lazyComponent(async () => (await import('./booking-modal.tsx')).BookingModal);

/** The refusal for each role that cannot book: English puts "a" or "an" before the role. */
const NOT_A_BUYER_KEYS = {
  seller: 'orders.addToCart.notBuyer.seller',
  admin: 'orders.addToCart.notBuyer.admin',
} as const satisfies Record<Exclude<Role, 'buyer'>, string>;

type AddToCartButtonProps = {
  product: Pick<Product, 'id' | 'name' | 'resalePrice' | 'delivery' | 'reservedUntil' | 'seller' | 'status' | 'lot' | 'available'>;
  className?: string;
  /** "Tell me when it's free" under a listing reserved for someone else (the watch feature's, handed in by app/). */
  WhenFree?: ComponentType<WhenFreeProps>;
};

/**
 * What a listing for sale offers: to the buyer it is held for, paying for it or their order;
 * to everyone else while it is held, "Reserved" (and being told when it frees); otherwise Add
 * to Cart.
 */
export function AddToCartButton({ product, className = '', WhenFree }: AddToCartButtonProps) {
  const mine = useMyBooking(product.id);
  if (mine) return <BookedByYou order={mine} heldUntil={product.reservedUntil} className={className} />;
  if (product.reservedUntil) return <Reserved product={{ ...product, reservedUntil: product.reservedUntil }} WhenFree={WhenFree} />;
  return <BookButton product={product} className={className} />;
}

/**
 * Opens the booking modal for a signed-in buyer with an email. Guests go to /login and come
 * back; sellers and admins are told why they cannot book instead of getting a dead button.
 */
function BookButton({ product, className }: { product: Pick<Product, 'id' | 'name' | 'resalePrice' | 'delivery' | 'lot' | 'available'>; className: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);

  // `current` is who the session check says is signed in, which may be newer than this render's.
  const openBooking = useCallback((current: SessionUser) => {
    if (current.role !== 'buyer') {
      // The role's name inside a sentence: lower case in English, the same in Bengali.
      toast.error(t(NOT_A_BUYER_KEYS[current.role], { role: t(ROLE_KEYS[current.role]).toLowerCase() }));
    } else if (!current.email) {
      toast.error(t('orders.addToCart.needsEmail'));
    } else {
      setOpen(true);
    }
  }, [t]);
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
        {t('orders.addToCart.button')}
      </button>
      {open && user ? (
        <Suspense fallback={null}>
          <BookingModal product={product} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
