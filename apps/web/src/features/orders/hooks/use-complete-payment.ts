import type { PaymentResult, PayRequest } from '@reboard/contracts';
import { useCallback } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { usePayOrder } from '../api/pay-order.ts';

/**
 * The last step shared by both card forms: POST the payment, toast, and hand the result to the
 * page. A refusal is thrown for the form to show under itself.
 */
export function useCompletePayment(orderId: string, onPaid: (result: PaymentResult) => void) {
  const { t } = useTranslation();
  const payOrder = usePayOrder(orderId);
  const { mutateAsync } = payOrder;
  const complete = useCallback(
    async (body: PayRequest) => {
      const result = await mutateAsync(body);
      toast.success(t('orders.payment.successful'));
      onPaid(result);
    },
    [mutateAsync, onPaid, t],
  );
  return { complete, isPending: payOrder.isPending };
}
