import { englishText as contractsEnglishText } from '@reboard/contracts';

/**
 * Turns a catalogue key into words: react-i18next's `t` (pass it from the component), or
 * `englishText` for a plain function called without one. Words that are no key (a server's
 * message) come back as they are.
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A key's English words with its `{{values}}` filled in, for callers that have no `t`. */
export const englishText: Translate = (key, values = {}) => contractsEnglishText(key, values as Record<string, string | number>);
