import toast from 'react-hot-toast';
import { CartIcon } from '../../../components/icons/ui-icons.tsx';
import { useRequireSignIn } from '../hooks/use-require-sign-in.ts';

// The booking modal arrives with orders; until then a signed-in click says so.
const bookSoon = () => toast('Booking is coming soon');

export function AddToCartButton({ className = '' }: { className?: string }) {
  const requireSignIn = useRequireSignIn(bookSoon);
  return (
    <button type="button" className={`btn btn-primary ${className}`} onClick={requireSignIn}>
      <CartIcon className="size-4" />
      Add to Cart
    </button>
  );
}
