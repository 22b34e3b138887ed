import { AccountDirectory } from '../components/account-directory.tsx';

export function AllBuyersPage() {
  return (
    <AccountDirectory
      kind="buyers"
      title="All Buyers"
      description="Every buyer account, newest first. Removing one ends its sessions and cancels its unpaid orders."
      actionHeader="Delete"
      deleteTitle={(buyer) => `Delete ${buyer.name}'s account?`}
    />
  );
}
