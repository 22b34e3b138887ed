import { z } from 'zod';
import { PaymentProviderNameSchema } from './orders.ts';

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

/** GET /healthz/live: the process runs (nothing else is checked). */
export const LivenessSchema = z.object({ status: z.literal('live') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** GET /healthz/ready: this instance may be sent traffic (otherwise 503 with an error code saying why). */
export const ReadinessSchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** What the web app needs to know about this deployment. */
export const PublicConfigSchema = z.object({
  currency: z.string(),
  /** Which card payment provider the payment page talks to. */
  paymentProvider: PaymentProviderNameSchema,
  /**
   * Whole days after shipping when an order its buyer has not confirmed completes by itself;
   * until then the buyer may report a problem (the buyer-protection page says so).
   */
  orderAutoCompleteDays: z.number().int().min(1),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
