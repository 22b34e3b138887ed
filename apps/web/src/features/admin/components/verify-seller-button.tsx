import type { AdminUser } from '@reboard/contracts';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useVerifySeller } from '../api/verify-seller.ts';

/** The spec's Verify, which becomes a disabled 'Verified' once the seller is verified. */
export function VerifySellerButton({ seller }: { seller: AdminUser }) {
  const { t } = useTranslation();
  const verify = useVerifySeller();
  if (seller.verified) {
    return (
      <button type="button" className="btn btn-sm btn-success btn-soft" disabled>
        {t('admin.sellers.verified')}
      </button>
    );
  }
  return (
    <PendingButton
      className="btn btn-sm btn-primary"
      pending={verify.isPending}
      spinnerSize="xs"
      onClick={() =>
        verify.mutate(seller.id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toastMutationError(error, t),
        })
      }
    >
      {t('admin.sellers.verify')}
    </PendingButton>
  );
}
