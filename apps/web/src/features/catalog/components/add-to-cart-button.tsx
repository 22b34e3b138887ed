import { CartIcon } from '../../../components/icons/ui-icons.tsx';
import { useRequireSignIn } from '../hooks/use-require-sign-in.ts';

export function AddToCartButton({ className = '' }: { className?: string }) {
  const requireSignIn = useRequireSignIn();
  return (
    <button type="button" className={`btn btn-primary ${className}`} onClick={requireSignIn}>
      <CartIcon className="size-4" />
      Add to Cart
    </button>
  );
}
