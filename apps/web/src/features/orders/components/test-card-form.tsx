import type { Order, PaymentResult } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompletePayment } from '../hooks/use-complete-payment.ts';
import { cardDigits, cardProblems, formatCardNumber, formatExpiry, parseExpiry, type CardFields, type CardProblems } from '../utils/card-input.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentError } from './payment-error.tsx';

type TestCardFormProps = {
  order: Pick<Order, 'id' | 'buyerName'>;
  /** Undefined until the payment intent arrives. */
  clientSecret: string | undefined;
  onPaid: (result: PaymentResult) => void;
};

/**
 * The built-in test provider's card form. It checks what Stripe's form checks (a number, an
 * expiry not in the past, a 3- or 4-digit CVC), and the server checks them again; it accepts
 * nothing but the public test card numbers.
 */
export function TestCardForm({ order, clientSecret, onPaid }: TestCardFormProps) {
  const hintId = useId();
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<CardProblems>({});
  const [error, setError] = useState<string | null>(null);
  const { complete, isPending } = useCompletePayment(order.id, onPaid);
  const set = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A field's message goes once it is edited; the others stay until the next Pay.
    setProblems(({ [name]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret || isPending) return;
    const found = cardProblems(fields, new Date());
    setProblems(found);
    const expiry = parseExpiry(fields.expiry);
    if (Object.keys(found).length > 0 || !expiry) return;
    setError(null);
    try {
      await complete({ clientSecret, card: { number: cardDigits(fields.number), name: order.buyerName, ...expiry, cvc: fields.cvc } });
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Card payment" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Card number" error={problems.number} className="col-span-2">
          {(a11y) => (
            <input
              {...a11y}
              aria-describedby={[a11y['aria-describedby'], hintId].filter(Boolean).join(' ')}
              value={fields.number}
              onChange={(event) => set('number', formatCardNumber(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="input w-full font-mono tracking-wider"
            />
          )}
        </FormField>
        <FormField label="Expiry" error={problems.expiry}>
          {(a11y) => (
            <input
              {...a11y}
              value={fields.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              className="input w-full font-mono"
            />
          )}
        </FormField>
        <FormField label="CVC" error={problems.cvc}>
          {(a11y) => (
            <input
              {...a11y}
              value={fields.cvc}
              onChange={(event) => set('cvc', cardDigits(event.target.value).slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className="input w-full font-mono"
            />
          )}
        </FormField>
      </div>

      <div id={hintId} className="rounded-box bg-info/10 p-3 text-sm text-base-content/80">
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
        <p className="mt-1">Any future expiry date and any 3-digit CVC will do.</p>
      </div>

      <PaymentError message={error} />
      {/* The test provider is ready at once; the secret still has to arrive. */}
      <PayButton canPay={!!clientSecret} busy={isPending} />
    </form>
  );
}
