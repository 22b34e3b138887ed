/**
 * The text at a key in a catalogue of areas (`common.condition.good` → 'Good'), or undefined.
 * A catalogue may be a few areas of it, so code that needs one area's English loads only that one.
 */
export function textAt(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
