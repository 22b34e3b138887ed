import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';
import { UPLOAD_URL_PATTERN } from './uploads.ts';
import { singleLine } from './text.ts';
import { normalisePhone } from './phone.ts';
import { ROLES } from './roles.ts';

export { ROLE_KEYS, ROLES, type Role } from './roles.ts';
export const RoleSchema = z.enum(ROLES);

/** Roles a person may choose at sign-up; admins are made with `npm run create-admin`. */
export const SIGNUP_ROLES = ['buyer', 'seller'] as const;

/** A Bangladeshi mobile number as people type it (see phone.ts), kept as +8801711123456. */
export const PhoneSchema = z
  .string()
  .describe('A Bangladeshi mobile number as typed: "+880 1711-123456", "01711123456" or in Bengali digits "০১৭১১১২৩৪৫৬"; kept as "+8801711123456".')
  .transform((typed, ctx) => {
    const phone = normalisePhone(typed);
    if (phone === undefined) ctx.addIssue({ code: 'custom', message: 'validation.phone.invalid', input: typed });
    return phone ?? z.NEVER;
  });

/** The longest display name a profile may carry. */
export const MAX_NAME_LENGTH = 80;

/** The longest email address (RFC 5321's path limit): every form and route that takes one stops here. */
export const MAX_EMAIL_LENGTH = 254;

/** Password length rules, the same for the sign-up form, Better Auth and create-admin. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: RoleSchema,
  sellerVerified: z.boolean(),
  /** Whether the person followed the link mailed at sign-up (provider and seeded accounts count as verified). */
  emailVerified: z.boolean(),
  /** The language the person chose (their mails come in it); null when they never chose. */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type Me = z.infer<typeof MeSchema>;
/** The signed-in person as the server's guard and the web app's session both know them. */
export type SessionUser = Me;

/** GET /api/session: who is signed in, if anyone (guests get `null`, not an error). */
export const SessionSchema = z.object({ user: MeSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

const EmailSchema = singleLine()
  .trim()
  .min(1, 'validation.email.required')
  .max(MAX_EMAIL_LENGTH, 'validation.email.tooLong')
  .pipe(z.email('validation.email.invalid'));
const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'validation.password.tooShort')
  .max(MAX_PASSWORD_LENGTH);

export const SignUpSchema = z.object({
  name: singleLine().trim().max(MAX_NAME_LENGTH),
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z.enum(SIGNUP_ROLES),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: singleLine().trim().min(1, 'validation.email.required').max(MAX_EMAIL_LENGTH, 'validation.email.tooLong'),
  // Passwords only meet a hash: the text rule leaves them as typed (see text.ts).
  password: z.string().min(1, 'validation.password.required'),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** Forgot password and resend verification: where to mail the link (answered alike whether or not one is sent). */
export const EmailLinkRequestSchema = z.object({ email: EmailSchema });
export type EmailLinkRequest = z.infer<typeof EmailLinkRequestSchema>;

/** A new password typed twice, as people mistype what they cannot see. */
const NewPasswordFields = z.object({ newPassword: NewPasswordSchema, confirmPassword: z.string() });
const typedTwice = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const NOT_TYPED_TWICE = { path: ['confirmPassword'], message: 'validation.password.mismatch' };

/** The reset page's form. */
export const NewPasswordFormSchema = NewPasswordFields.refine(typedTwice, NOT_TYPED_TWICE);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** The profile's Change password form: the current one first. */
export const ChangePasswordFormSchema = NewPasswordFields.extend({
  currentPassword: z.string().min(1, 'validation.password.currentRequired'),
}).refine(typedTwice, NOT_TYPED_TWICE);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ProfileUpdateSchema = z.object({
  name: singleLine().trim().min(1, 'validation.name.required').max(MAX_NAME_LENGTH),
  image: z.string().regex(UPLOAD_URL_PATTERN).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const AuthLookupRequestSchema = z.object({ email: singleLine().trim().toLowerCase().min(1).max(MAX_EMAIL_LENGTH, 'validation.email.tooLong') });
export const AuthLookupResponseSchema = z.object({ exists: z.boolean() });

export const AuthProviderSchema = z.object({
  id: z.enum(['google', 'github']),
  name: z.string(),
  configured: z.boolean(),
});
export type AuthProvider = z.infer<typeof AuthProviderSchema>;
export const AuthProvidersSchema = z.object({ providers: z.array(AuthProviderSchema) });

/** A person as a record names them: reporter, seller, the admin who acted, the other side of an order. */
export const PartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Party = z.infer<typeof PartySchema>;
