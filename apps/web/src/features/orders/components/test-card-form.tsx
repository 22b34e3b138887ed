import type { Order, PaymentResult } from '@reboard/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '@/components/trans.tsx';
import { FormField } from '@/components/form-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCompletePayment } from '../hooks/use-complete-payment.ts';
import { fieldMessage } from '../utils/order-field-message.ts';
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
  const { t } = useTranslation();
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
      setError(errorMessage(cause, t));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('orders.card.label')} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('orders.card.number')} error={fieldMessage(t, problems.number)} className="col-span-2">
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
        <FormField label={t('orders.card.expiry')} error={fieldMessage(t, problems.expiry)}>
          {(a11y) => (
            <input
              {...a11y}
              value={fields.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('orders.card.expiryPlaceholder')}
              className="input w-full font-mono"
            />
          )}
        </FormField>
        <FormField label={t('orders.card.cvc')} error={fieldMessage(t, problems.cvc)}>
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
        <p className="font-medium">{t('orders.card.testMode')}</p>
        <ul className="mt-1 list-inside list-disc">
          <li>
            <Trans i18nKey="orders.card.succeeds" values={{ number: '4242 4242 4242 4242' }} components={{ card: <span className="font-mono" /> }} />
          </li>
          <li>
            <Trans i18nKey="orders.card.declined" values={{ number: '4000 0000 0000 0002' }} components={{ card: <span className="font-mono" /> }} />
          </li>
          <li>
            <Trans i18nKey="orders.card.insufficientFunds" values={{ number: '4000 0000 0000 9995' }} components={{ card: <span className="font-mono" /> }} />
          </li>
        </ul>
        <p className="mt-1">{t('orders.card.anyExpiry')}</p>
      </div>

      <PaymentError message={error} />
      {/* The test provider is ready at once; the secret still has to arrive. */}
      <PayButton canPay={!!clientSecret} busy={isPending} />
    </form>
  );
}
