import { MAX_NAME_LENGTH, SIGNUP_ROLES, UPLOAD_URL_PATTERN } from '@reboard/contracts';

type Problem = { code: string; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function checkImage(image: unknown): Problem | undefined {
  if (image === undefined || image === null || image === '') return undefined;
  if (typeof image !== 'string' || !UPLOAD_URL_PATTERN.test(image)) {
    return { code: 'INVALID_IMAGE', message: 'The picture must be uploaded to Reboard first' };
  }
  return undefined;
}

function checkName(name: unknown): Problem | undefined {
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH)) {
    return { code: 'INVALID_NAME', message: `The name must be at most ${MAX_NAME_LENGTH} characters` };
  }
  return undefined;
}

/**
 * What sign-up and profile updates may carry beyond Better Auth's own checks: sign-up picks
 * Buyer or Seller only (never admin); a profile update changes name and picture only.
 */
export function checkProfileInput(path: string, body: unknown): Problem | undefined {
  if (!isRecord(body)) return undefined;
  if (path === '/sign-up/email') {
    if (body.role !== undefined && !SIGNUP_ROLES.includes(body.role as never)) {
      return { code: 'INVALID_ROLE', message: 'Choose Buyer or Seller' };
    }
    return checkName(body.name) ?? checkImage(body.image);
  }
  if (path === '/update-user') {
    const extra = Object.keys(body).filter((k) => k !== 'name' && k !== 'image');
    if (extra.length > 0) {
      return { code: 'READ_ONLY_FIELD', message: `These cannot be changed here: ${extra.join(', ')}` };
    }
    return checkName(body.name) ?? checkImage(body.image);
  }
  return undefined;
}
