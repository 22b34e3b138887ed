import { z } from 'zod';

export const NewsletterRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'validation.newsletter.firstNameRequired').max(80),
  lastName: z.string().trim().min(1, 'validation.newsletter.lastNameRequired').max(80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'validation.email.required')
    .max(254)
    .pipe(z.email('validation.email.invalid')),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;
