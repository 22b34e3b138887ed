import { useTranslation } from 'react-i18next';
import { AccountDirectory } from '../components/account-directory.tsx';

export function AllBuyersPage() {
  const { t } = useTranslation();
  return (
    <AccountDirectory
      kind="buyers"
      title={t('admin.buyers.title')}
      description={t('admin.buyers.description')}
      actionHeader={t('admin.buyers.actionHeader')}
      deleteTitle={(buyer) => t('admin.buyers.deleteTitle', { name: buyer.name })}
    />
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { AllBuyersPage as Component };
