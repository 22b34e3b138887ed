/** The spec's payment error: the provider's message in red under the form. */
export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-error">
      {message}
    </p>
  );
}
