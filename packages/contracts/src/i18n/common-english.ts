import common from './catalogues/en/common.json' with { type: 'json' };
import { textAt } from './lookup.ts';

/** A `common.…` key's English text (the key itself when missing), without loading the other areas. */
export const englishCommon = (key: string): string => textAt({ common }, key) ?? key;
