import { z } from 'zod';
import { singleLine } from './text.ts';

export const NewsletterRequestSchema = z.object({
  firstName: singleLine().trim().min(1, 'validation.newsletter.firstNameRequired').max(80),
  lastName: singleLine().trim().min(1, 'validation.newsletter.lastNameRequired').max(80),
  email: singleLine()
    .trim()
    .toLowerCase()
    .min(1, 'validation.email.required')
    .max(254)
    .pipe(z.email('validation.email.invalid')),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;
