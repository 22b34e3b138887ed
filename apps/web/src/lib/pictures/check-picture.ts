import { pictureProblem } from '@reboard/contracts/schemas';

/** Enough of the file's start for the longest signature contracts know (PNG's eight bytes). */
const HEAD_BYTES = 8;

/**
 * The spec's message for a file that cannot be a picture, or null when it can, by the same
 * rules the server applies (contracts' pictureProblem). Reads only the first bytes: a name or a
 * browser-reported type is easy to fake (a .txt renamed .png), the content is not.
 */
export async function checkPicture(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return pictureProblem(file.size, head);
}
