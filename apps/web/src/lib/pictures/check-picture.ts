/** What the profile picture input accepts; the server checks the content again. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif';
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const PICTURE_ERRORS = {
  type: 'File type is not supported',
  tooBig: 'File size is too big',
  tooSmall: 'File size is too small',
} as const;

const SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8 (GIF87a and GIF89a)
];

/** True when the first bytes are a JPEG, PNG or GIF signature, whatever the file is called. */
export function isSupportedPicture(head: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/** The spec's message for a file that cannot be a profile picture, or null when it can. */
export function pictureProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return PICTURE_ERRORS.tooSmall;
  if (size > MAX_PICTURE_BYTES) return PICTURE_ERRORS.tooBig;
  if (!isSupportedPicture(head)) return PICTURE_ERRORS.type;
  return null;
}

/**
 * Reads only the first bytes: a name or a browser-reported type is easy to fake (a .txt
 * renamed .png), the content is not.
 */
export async function checkPicture(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return pictureProblem(file.size, head);
}
