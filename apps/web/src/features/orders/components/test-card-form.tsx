import type { Order, PaymentResult } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompletePayment } from '../hooks/use-complete-payment.ts';
import { cardDigits, formatCardNumber, formatExpiry } from '../utils/card-input.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentError } from './payment-error.tsx';

type TestCardFormProps = {
  order: Pick<Order, 'id' | 'buyerName'>;
  /** Undefined until the payment intent arrives. */
  clientSecret: string | undefined;
  onPaid: (result: PaymentResult) => void;
};

/**
 * The built-in test provider's card form. It looks like a real one, but only the number is
 * sent, and the server accepts nothing but the public test cards.
 */
export function TestCardForm({ order, clientSecret, onPaid }: TestCardFormProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId(), hint: useId() };
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { complete, isPending } = useCompletePayment(order.id, onPaid);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret || isPending) return;
    if (cardDigits(number).length < 12) {
      setError('Enter your card number.');
      return;
    }
    setError(null);
    try {
      await complete({ clientSecret, card: { number: cardDigits(number), name: order.buyerName } });
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Card payment" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex flex-col gap-1">
          <label htmlFor={ids.number} className="text-sm font-medium">
            Card number
          </label>
          <input
            id={ids.number}
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-describedby={ids.hint}
            aria-invalid={error === 'Enter your card number.'}
            required
            className="input w-full font-mono tracking-wider"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.expiry} className="text-sm font-medium">
            Expiry
          </label>
          <input
            id={ids.expiry}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            className="input w-full font-mono"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.cvc} className="text-sm font-medium">
            CVC
          </label>
          <input
            id={ids.cvc}
            value={cvc}
            onChange={(event) => setCvc(cardDigits(event.target.value).slice(0, 4))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="input w-full font-mono"
          />
        </div>
      </div>

      <div id={ids.hint} className="rounded-box bg-info/10 p-3 text-sm text-base-content/80">
        <p className="font-medium">Test mode: no real card is charged.</p>
        <ul className="mt-1 list-inside list-disc">
          <li>
            <span className="font-mono">4242 4242 4242 4242</span> succeeds
          </li>
          <li>
            <span className="font-mono">4000 0000 0000 0002</span> is declined
          </li>
          <li>
            <span className="font-mono">4000 0000 0000 9995</span> has insufficient funds
          </li>
        </ul>
        <p className="mt-1">Any future expiry date and any CVC will do.</p>
      </div>

      <PaymentError message={error} />
      {/* The test provider is ready at once; the secret still has to arrive. */}
      <PayButton canPay={!!clientSecret} busy={isPending} />
    </form>
  );
}
