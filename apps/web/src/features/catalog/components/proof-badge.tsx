import { useTranslation } from 'react-i18next';

/** "Photo with code": the seller photographed the item beside the code Reboard gave them. */
export function ProofBadge() {
  const { t } = useTranslation();
  return <span className="badge badge-sm badge-primary font-semibold">{t('catalog.proof.badge')}</span>;
}
