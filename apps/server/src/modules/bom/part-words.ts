import { latinDigits, parseQuantity } from '@reboard/contracts';

/*
 * How a BOM's words are told apart: a part number (LM317T, 1N4148, ESP32-WROOM-32), a value
 * (10uF, 4.7k, 220R), a package (0805, SOT-23) or a quantity ("3", "x3", "20 pcs").
 */

/** Packages and footprints: they name a shape, never a part. */
const PACKAGE = /^(?:\d{4}|(?:sot|sod|soic|sop|ssop|tssop|msop|qfn|dfn|qfp|lqfp|tqfp|dip|pdip|to|do|sma|smb|smc|bga|lga|sip|hc)-?\d+[a-z]?(?:-\d+)?)$/i;

/** A component value: parsed as a quantity (10uF, 220R), or a number with a prefix the unit is left off of (4.7k, 10k, 3V3). */
function isValue(word: string): boolean {
  const read = parseQuantity(word);
  return read.ok || read.error === 'no_unit';
}

/** Whether one word reads as a manufacturer's part number: letters and digits, not a value or a package. */
export function looksLikePartNumber(word: string): boolean {
  const w = word.trim();
  if (w.length < 3 || w.length > 40 || /\s/.test(w)) return false;
  if (!/\p{L}/u.test(w) || !/\p{N}/u.test(w)) return false;
  // KiCad's library names (Device:C, Conn_01x04) and designator lists are no part numbers.
  if (/[:_,]/.test(w)) return false;
  return !isValue(w) && !PACKAGE.test(w);
}

/** The first word of `text` that reads as a part number, as written. */
export function partNumberIn(text: string): string | null {
  return text.split(/[\s,;]+/).find(looksLikePartNumber) ?? null;
}

/** A whole count of units from a cell or a word ("3", "x3", "৩", "20 pcs"); null when it is none. */
export function readCount(raw: string): number | null {
  const m = /^(?:qty[:\s]*)?[x×]?\s*(\d{1,6})\s*(?:[x×]|pcs?|pieces?|units?|nos?\.?)?$/i.exec(latinDigits(raw.trim()));
  if (!m) return null;
  const n = Number(m[1]);
  // "0805" is a package, not 805 units; 0 units is no line.
  return n > 0 && !m[1]!.startsWith('0') ? n : null;
}

/**
 * A plain line ("LM317T 3", "3x LM317T", "10uF 0805 capacitor, 20", "ESP32 ×2"): the quantity
 * (1 when none is written) and what is left as the description.
 */
export function readPlainLine(raw: string): { description: string; quantity: number } {
  const text = raw.trim();
  // "10uF 0805 capacitor, 20": the last cell after a comma, semicolon or tab.
  const cell = /^(.*\S)\s*[,;\t]\s*([^,;\t]+)$/.exec(text);
  if (cell && readCount(cell[2]!) !== null) return { description: tidy(cell[1]!), quantity: readCount(cell[2]!)! };
  // "3x LM317T", "3 x LM317T", "3 pcs LM317T"
  const lead = /^([\d০-৯]{1,6}\s*(?:[x×]|pcs?)\s*)\s(.+)$|^([\d০-৯]{1,6}[x×])(.+)$/i.exec(text);
  if (lead) {
    const count = readCount(lead[1] ?? lead[3]!);
    if (count !== null) return { description: tidy(lead[2] ?? lead[4]!), quantity: count };
  }
  // "LM317T 3", "LM317T x3", "LM317T 3 pcs"
  const tail = /^(.+?)\s+((?:qty[:\s]*)?[x×]?\s*[\d০-৯]{1,6}\s*(?:pcs?|pieces?|units?)?)$/i.exec(text);
  if (tail && readCount(tail[2]!) !== null) return { description: tidy(tail[1]!), quantity: readCount(tail[2]!)! };
  return { description: tidy(text), quantity: 1 };
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').replace(/[,;]+$/, '').trim();
