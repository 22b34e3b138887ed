import { DASHBOARD_PAGES, formatMoney, productPath } from '@reboard/contracts';
import { z } from 'zod';
import type { Letter } from './messages.ts';

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

export function searchAlertLetter(job: z.infer<typeof SearchMatchMail> | z.infer<typeof SearchDigestMail>): Letter {
  if (job.message === 'saved-search-match') {
    const { match } = job;
    return {
      subject: `New for “${match.searchName}”: ${match.productName}`,
      paragraphs: [
        `A new listing matches your saved search “${match.searchName}”: ${match.productName}, for ${formatMoney(match.price, job.currency)}.`,
        'You get a mail like this for each new match. You can switch this search to one daily digest on your saved searches page.',
      ],
      link: { label: 'See the listing', path: productPath(match.productId) },
    };
  }
  const total = job.matches.length + job.more;
  return {
    subject: total === 1 ? 'One new listing for your saved searches' : `${total} new listings for your saved searches`,
    paragraphs: [
      'These listings matched your saved searches since the last digest:',
      ...job.matches.map((m) => `• ${m.productName}, ${formatMoney(m.price, job.currency)} (for “${m.searchName}”)`),
      ...(job.more > 0 ? [`…and ${job.more} more.`] : []),
    ],
    link: { label: 'Open my saved searches', path: DASHBOARD_PAGES.savedSearches },
  };
}
