import type { Product } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useRemoveProofBadge } from '../api/remove-proof-badge.ts';

/**
 * For admins, beside a listing's proof photo: when the photo does not show the item with its
 * code, the badge goes (the server keeps an audit row). Nobody else sees it.
 */
export function RemoveProofBadgeButton({ product }: { product: Pick<Product, 'id' | 'name' | 'proof'> }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const remove = useRemoveProofBadge();
  if (user?.role !== 'admin' || !product.proof) return null;

  function confirm() {
    remove.mutate(product.id, {
      onSuccess: ({ message }) => {
        setOpen(false);
        toast.success(message);
      },
      onError: (error) => toastMutationError(error, t),
    });
  }

  return (
    <>
      <button type="button" className="btn btn-sm btn-outline btn-error self-start" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('admin.proofBadge.remove')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('admin.proofBadge.removeTitle')}
        description={t('admin.proofBadge.removeDescription', { name: product.name })}
        confirmLabel={t('admin.proofBadge.confirm')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
