import { formatPostedDate } from './i18n/format.ts';
import { english } from './i18n/labels.ts';

/** The spec's posted date in English: day-month-year without zero padding, '1 year ago' when unknown. */
export const formatPostedOn = (iso: string | null | undefined): string => formatPostedDate(iso, 'en', english('common.date.yearAgo'));
