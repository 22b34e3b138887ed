import { DASHBOARD_PAGES, productPath } from '@reboard/contracts';
import { formatNumber, formatPrice, type Locale } from '@reboard/contracts/i18n';
import { z } from 'zod';
import type { Letter, T } from './mail-texts.ts';

const Match = z.object({ searchName: z.string(), productId: z.string(), productName: z.string(), price: z.number().int() });

/** One new listing for a saved search whose alert is 'immediate'. */
export const SearchMatchMail = z.object({
  message: z.literal('saved-search-match'),
  to: z.string().min(1),
  currency: z.string(),
  match: Match,
  /** Its links stop saved-search mail (the notification kind it is the mail of). */
  unsubscribe: z.literal('saved_search_match').optional(),
});

/** A day's new listings for a person's saved searches whose alert is 'daily', in one mail. */
export const SearchDigestMail = z.object({
  message: z.literal('saved-search-digest'),
  to: z.string().min(1),
  currency: z.string(),
  matches: z.array(Match),
  /** Matches beyond the ones listed. */
  more: z.number().int().min(0),
  unsubscribe: z.literal('saved_search_match').optional(),
});

export function searchAlertLetter(job: z.infer<typeof SearchMatchMail> | z.infer<typeof SearchDigestMail>, t: T, locale: Locale): Letter {
  const price = (minor: number) => formatPrice(minor, job.currency, locale);
  if (job.message === 'saved-search-match') {
    const { match } = job;
    const words = { search: match.searchName, product: match.productName, price: price(match.price) };
    return {
      subject: t('mail.searchMatch.subject', words),
      paragraphs: [t('mail.searchMatch.body', words), t('mail.searchMatch.eachMatch')],
      link: { label: t('mail.searchMatch.link'), path: productPath(match.productId) },
    };
  }
  const total = job.matches.length + job.more;
  return {
    subject: t('mail.searchDigest.subject', { count: total, n: formatNumber(total, locale) }),
    paragraphs: [
      t('mail.searchDigest.intro'),
      ...job.matches.map((m) => t('mail.searchDigest.item', { product: m.productName, price: price(m.price), search: m.searchName })),
      ...(job.more > 0 ? [t('mail.searchDigest.more', { n: formatNumber(job.more, locale) })] : []),
    ],
    link: { label: t('mail.searchDigest.link'), path: DASHBOARD_PAGES.savedSearches },
  };
}
