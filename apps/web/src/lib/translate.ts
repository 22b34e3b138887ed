import { englishText as contractsEnglishText } from '@reboard/contracts';

/**
 * Turns a catalogue key into words: react-i18next's `t`, passed from the component (helpers take
 * it as a required argument, so nothing falls back to English on a Bengali page). Words that are
 * no key (a server's message) come back as they are.
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A key's English words with its `{{values}}` filled in: a `t` for tests that check the English. */
export const englishText: Translate = (key, values = {}) => contractsEnglishText(key, values as Record<string, string | number>);
