import type { PendingProof } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useCheckProof } from '../api/check-proof.ts';
import { useProofs } from '../api/get-proofs.ts';
import { PagedList } from '../components/paged-list.tsx';
import { ProofCheckCard } from '../components/proof-check-card.tsx';
import { RejectProofDialog } from '../components/reject-proof-dialog.tsx';

/**
 * Proof photos waiting for a check, beside Reported Items: an admin compares the code the seller
 * was given with the one written in the photo, then approves (the badge shows) or rejects with a reason.
 */
export function ProofPhotosPage() {
  const { t } = useTranslation();
  const proofs = useProofs();
  const approve = useCheckProof();
  const [rejecting, setRejecting] = useState<PendingProof | null>(null);

  function onApprove(proof: PendingProof) {
    approve.mutate(
      { id: proof.id, decision: 'approve' },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toastMutationError(error, t) },
    );
  }

  return (
    <div>
      <PageHeader title={t('admin.proofs.title')} description={t('admin.proofs.description')} />
      <PagedList
        query={proofs}
        loadingLabel={t('admin.proofs.loading')}
        noun={t('admin.proofs.noun')}
        empty={<EmptyState title={t('admin.proofs.none')}>{t('admin.proofs.waiting')}</EmptyState>}
      >
        {(items) => (
          <ul aria-label={t('admin.proofs.list')} className="flex flex-col gap-4">
            {items.map((proof) => (
              <li key={proof.id}>
                <ProofCheckCard
                  proof={proof}
                  actions={
                    <>
                      <button type="button" className="btn btn-sm btn-outline btn-error" disabled={approve.isPending} onClick={() => setRejecting(proof)}>
                        {t('admin.proofs.reject')}
                        <span className="sr-only"> {proof.name}</span>
                      </button>
                      <PendingButton
                        className="btn btn-sm btn-success"
                        pending={approve.isPending && approve.variables.id === proof.id}
                        spinnerSize="xs"
                        disabled={approve.isPending}
                        onClick={() => onApprove(proof)}
                      >
                        {t('admin.proofs.approve')}
                        <span className="sr-only"> {proof.name}</span>
                      </PendingButton>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {rejecting ? <RejectProofDialog proof={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ProofPhotosPage as Component };
