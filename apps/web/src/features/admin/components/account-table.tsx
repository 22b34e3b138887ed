import type { AdminUser } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { EmailText } from './email-text.tsx';

type AccountTableProps = {
  /** The table's accessible name, e.g. "Sellers". */
  label: string;
  accounts: AdminUser[];
  /** Header of the last column: the spec calls it "Action" for sellers and "Delete" for buyers. */
  actionHeader: string;
  renderActions: (account: AdminUser) => ReactNode;
  /** A line under the name (when a removed account was removed). */
  detail?: (account: AdminUser) => ReactNode;
};

/** The spec's account table: Image, Name, Email and the row's actions. */
export function AccountTable({ label, accounts, actionHeader, renderActions, detail }: AccountTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* A card per account on phones (table-stack); a plain table from 640 px up. */}
      <table className="table-stack table table-sm sm:table-md" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="w-16">
              {t('admin.accounts.image')}
            </th>
            <th scope="col">{t('admin.accounts.name')}</th>
            <th scope="col">{t('admin.accounts.email')}</th>
            <th scope="col" className="text-right">
              {actionHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>
                <UserAvatar
                  name={account.name}
                  image={account.image}
                  className="flex size-10 items-center justify-center text-sm"
                />
              </td>
              <th scope="row" className="font-medium">
                {account.name || <span className="text-base-content/60">{t('admin.person.noName')}</span>}
                {detail ? <div className="font-normal">{detail(account)}</div> : null}
              </th>
              <td data-label={t('admin.accounts.email')}>
                <EmailText email={account.email} />
              </td>
              <td data-label={actionHeader}>
                <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">{renderActions(account)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
