import { z } from 'zod';

export const NewsletterRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;
