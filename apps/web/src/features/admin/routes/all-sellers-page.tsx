import { AccountDirectory } from '../components/account-directory.tsx';
import { VerifySellerButton } from '../components/verify-seller-button.tsx';

export function AllSellersPage() {
  return (
    <AccountDirectory
      kind="sellers"
      title="All Sellers"
      description="Verify trusted sellers, or remove an account. Newest first."
      actionHeader="Action"
      deleteTitle={(seller) => `Delete ${seller.name}?`}
      extraActions={(seller) => <VerifySellerButton seller={seller} />}
    />
  );
}
