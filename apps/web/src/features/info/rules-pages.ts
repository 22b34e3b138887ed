import type { InfoPageContent } from './info-page-content.ts';

/*
 * The written rules (terms, privacy, fees, buyer protection): pages in the footer that the
 * booking modal, the order page and the listing page link to. The words are in info.json.
 */
export const RULES_PAGES = {
  terms: {
    titleKey: 'info.terms.title',
    descriptionKey: 'info.terms.description',
    paragraphKeys: ['info.terms.intro.p1', 'info.terms.intro.p2'],
    sections: [
      { id: 'accounts', headingKey: 'info.terms.accounts.heading', paragraphKeys: ['info.terms.accounts.p1', 'info.terms.accounts.p2'] },
      { id: 'selling', headingKey: 'info.terms.selling.heading', paragraphKeys: ['info.terms.selling.p1', 'info.terms.selling.p2', 'info.terms.selling.p3'] },
      { id: 'buying', headingKey: 'info.terms.buying.heading', paragraphKeys: ['info.terms.buying.p1', 'info.terms.buying.p2', 'info.terms.buying.p3'] },
      { id: 'problems', headingKey: 'info.terms.problems.heading', paragraphKeys: ['info.terms.problems.p1', 'info.terms.problems.p2'] },
      { id: 'conduct', headingKey: 'info.terms.conduct.heading', paragraphKeys: ['info.terms.conduct.p1', 'info.terms.conduct.p2'] },
      { id: 'reboard', headingKey: 'info.terms.reboard.heading', paragraphKeys: ['info.terms.reboard.p1', 'info.terms.reboard.p2', 'info.terms.reboard.p3'] },
      { id: 'changes', headingKey: 'info.terms.changes.heading', paragraphKeys: ['info.terms.changes.p1'] },
    ],
  },
  privacy: {
    titleKey: 'info.privacy.title',
    descriptionKey: 'info.privacy.description',
    paragraphKeys: ['info.privacy.intro.p1'],
    sections: [
      {
        id: 'what-we-keep',
        headingKey: 'info.privacy.keep.heading',
        paragraphKeys: [],
        listKeys: [
          'info.privacy.keep.account',
          'info.privacy.keep.orders',
          'info.privacy.keep.payments',
          'info.privacy.keep.published',
          'info.privacy.keep.messages',
          'info.privacy.keep.settings',
          'info.privacy.keep.technical',
        ],
      },
      {
        id: 'who-sees-what',
        headingKey: 'info.privacy.who.heading',
        paragraphKeys: ['info.privacy.who.p1', 'info.privacy.who.p2', 'info.privacy.who.p3', 'info.privacy.who.p4'],
      },
      { id: 'cookies', headingKey: 'info.privacy.cookies.heading', paragraphKeys: ['info.privacy.cookies.p1'] },
      { id: 'mail', headingKey: 'info.privacy.mail.heading', paragraphKeys: ['info.privacy.mail.p1'] },
      { id: 'retention', headingKey: 'info.privacy.retention.heading', paragraphKeys: ['info.privacy.retention.p1'] },
      { id: 'choices', headingKey: 'info.privacy.choices.heading', paragraphKeys: ['info.privacy.choices.p1'] },
    ],
  },
  fees: {
    titleKey: 'info.fees.title',
    descriptionKey: 'info.fees.description',
    paragraphKeys: ['info.fees.intro.p1'],
    sections: [
      { id: 'buyers', headingKey: 'info.fees.buyers.heading', paragraphKeys: ['info.fees.buyers.p1', 'info.fees.buyers.p2'] },
      { id: 'sellers', headingKey: 'info.fees.sellers.heading', paragraphKeys: ['info.fees.sellers.p1'] },
      { id: 'changes', headingKey: 'info.fees.changes.heading', paragraphKeys: ['info.fees.changes.p1'] },
    ],
  },
  'buyer-protection': {
    titleKey: 'info.buyerProtection.title',
    descriptionKey: 'info.buyerProtection.description',
    paragraphKeys: ['info.buyerProtection.intro.p1'],
    sections: [
      {
        id: 'covered',
        headingKey: 'info.buyerProtection.covered.heading',
        paragraphKeys: [],
        listKeys: ['info.buyerProtection.covered.notReceived', 'info.buyerProtection.covered.notAsDescribed'],
        afterListKeys: ['info.buyerProtection.covered.p1'],
      },
      {
        id: 'report',
        headingKey: 'info.buyerProtection.report.heading',
        paragraphKeys: ['info.buyerProtection.report.p1', 'info.buyerProtection.report.p2', 'info.buyerProtection.report.p3'],
      },
      {
        id: 'next',
        headingKey: 'info.buyerProtection.next.heading',
        paragraphKeys: ['info.buyerProtection.next.p1', 'info.buyerProtection.next.p2'],
        listKeys: ['info.buyerProtection.next.refund', 'info.buyerProtection.next.close'],
        afterListKeys: ['info.buyerProtection.next.p3'],
      },
      { id: 'cash', headingKey: 'info.buyerProtection.cash.heading', paragraphKeys: ['info.buyerProtection.cash.p1'] },
      {
        id: 'sellers',
        headingKey: 'info.buyerProtection.sellers.heading',
        paragraphKeys: ['info.buyerProtection.sellers.p1', 'info.buyerProtection.sellers.p2', 'info.buyerProtection.sellers.p3'],
      },
      { id: 'help', headingKey: 'info.buyerProtection.help.heading', paragraphKeys: ['info.buyerProtection.help.p1'] },
    ],
  },
} satisfies Record<string, InfoPageContent>;

export type RulesPageSlug = keyof typeof RULES_PAGES;
