import { useTranslation } from 'react-i18next';
import { AccountDirectory } from '../components/account-directory.tsx';
import { VerifySellerButton } from '../components/verify-seller-button.tsx';

export function AllSellersPage() {
  const { t } = useTranslation();
  return (
    <AccountDirectory
      kind="sellers"
      title={t('admin.sellers.title')}
      description={t('admin.sellers.description')}
      actionHeader={t('admin.sellers.actionHeader')}
      deleteTitle={(seller) => t('admin.sellers.deleteTitle', { name: seller.name })}
      extraActions={(seller) => <VerifySellerButton seller={seller} />}
    />
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { AllSellersPage as Component };
