import { PROOF_BADGE_LABEL } from '@reboard/contracts';

/** "Photo with code": the seller photographed the item beside the code Reboard gave them. */
export function ProofBadge() {
  return <span className="badge badge-sm badge-primary font-semibold">{PROOF_BADGE_LABEL}</span>;
}
