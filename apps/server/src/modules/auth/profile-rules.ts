import { MAX_NAME_LENGTH, SIGNUP_ROLES, textProblem, UPLOAD_URL_PATTERN } from '@reboard/contracts';
import { isLocale } from '@reboard/contracts/i18n';
import { getSessionFromCtx } from 'better-auth/api';

/** A refusal: the message and fields are catalogue keys, translated where the answer is sent (auth.routes.ts). */
type Problem = { code: string; message: string; params?: Record<string, string | number>; fields?: Record<string, string> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function checkImage(image: unknown): Problem | undefined {
  if (image === undefined || image === null || image === '') return undefined;
  if (typeof image !== 'string' || !UPLOAD_URL_PATTERN.test(image)) {
    return { code: 'INVALID_IMAGE', message: 'errors.auth.pictureNotUploaded' };
  }
  return undefined;
}

function checkName(name: unknown): Problem | undefined {
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH)) {
    return { code: 'INVALID_NAME', message: 'errors.auth.nameTooLong', params: { max: MAX_NAME_LENGTH } };
  }
  return undefined;
}

function checkLocale(locale: unknown): Problem | undefined {
  if (locale === undefined || locale === null || isLocale(locale)) return undefined;
  return { code: 'INVALID_LOCALE', message: 'errors.auth.invalidLocale', fields: { locale: 'errors.auth.invalidLocaleField' } };
}

/**
 * The contracts' text rule on every text Better Auth is sent (name, email, callback URLs,
 * tokens): all single-line. Passwords are only hashed, so they stay as typed (as in contracts).
 */
function checkText(body: Record<string, unknown>): Problem | undefined {
  for (const [name, value] of Object.entries(body)) {
    const problem = typeof value === 'string' && !/password/i.test(name) ? textProblem(value, 'single') : undefined;
    if (problem) return { code: 'VALIDATION', message: 'validation.invalidInput', params: { names: name }, fields: { [name]: problem } };
  }
  return undefined;
}

/**
 * What any Better Auth request may carry beyond its own checks: text by the contracts' rule.
 * Besides, sign-up picks Buyer or Seller only (never admin); a profile update changes name,
 * picture and language only.
 */
export function checkProfileInput(path: string, body: unknown): Problem | undefined {
  if (!isRecord(body)) return undefined;
  const text = checkText(body);
  if (text) return text;
  if (path === '/sign-up/email') {
    if (body.role !== undefined && !SIGNUP_ROLES.includes(body.role as never)) {
      return { code: 'INVALID_ROLE', message: 'errors.auth.chooseRole' };
    }
    return checkName(body.name) ?? checkImage(body.image) ?? checkLocale(body.locale);
  }
  if (path === '/update-user') {
    const extra = Object.keys(body).filter((k) => k !== 'name' && k !== 'image' && k !== 'locale');
    if (extra.length > 0) {
      return { code: 'READ_ONLY_FIELD', message: 'errors.auth.readOnlyFields', params: { names: extra.join(', ') } };
    }
    return checkName(body.name) ?? checkImage(body.image) ?? checkLocale(body.locale);
  }
  return undefined;
}

/**
 * Puts pictures to use for their uploader and returns those that may not be (the uploads
 * module's `attach`, named here so that auth does not reach into uploads).
 */
export type AttachPictures = (ownerId: string, urls: string[]) => Promise<string[]>;

const NOT_YOURS = 'errors.upload.notYours';
const notYours: Problem = { code: 'INVALID_IMAGE', message: NOT_YOURS, fields: { image: NOT_YOURS } };

/**
 * A profile picture must be the person's own upload (or the one they already have). Sign-up
 * takes none: nobody owns an upload before their account exists, so the register form uploads
 * the picture right after, signed in (docs/decisions/015-upload-storage.md).
 */
export async function checkProfilePicture(
  ctx: Parameters<typeof getSessionFromCtx>[0],
  attach: AttachPictures | undefined,
): Promise<Problem | undefined> {
  const image: unknown = isRecord(ctx.body) ? ctx.body.image : undefined;
  if (typeof image !== 'string' || image === '') return undefined;
  if (ctx.path === '/sign-up/email') return notYours;
  if (ctx.path !== '/update-user') return undefined;
  const session = await getSessionFromCtx(ctx);
  // Without a session Better Auth refuses the update itself.
  if (!session || session.user.image === image) return undefined;
  const refused = attach ? await attach(session.user.id, [image]) : [image];
  return refused.length > 0 ? notYours : undefined;
}
