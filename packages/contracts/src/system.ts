import { z } from 'zod';
import { PaymentProviderNameSchema } from './orders.ts';

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

/** What the web app needs to know about this deployment. */
export const PublicConfigSchema = z.object({
  currency: z.string(),
  /** Which card payment provider the payment page talks to. */
  paymentProvider: PaymentProviderNameSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
