import type { InfoPageContent } from './info-page-content.ts';
import { RULES_PAGES } from './rules-pages.ts';

/** The footer's pages: static copy, kept out of the components (the words are in info.json). */
export const INFO_PAGES = {
  about: {
    titleKey: 'info.about.title',
    paragraphKeys: ['info.about.p1', 'info.about.p2'],
  },
  contact: {
    titleKey: 'info.contact.title',
    paragraphKeys: ['info.contact.p1', 'info.contact.p2', 'info.contact.p3'],
    addresses: [
      { topicKey: 'info.contact.topic.support', email: 'support@reboard.example' },
      { topicKey: 'info.contact.topic.sellers', email: 'sellers@reboard.example' },
      { topicKey: 'info.contact.topic.press', email: 'press@reboard.example' },
    ],
  },
  jobs: {
    titleKey: 'info.jobs.title',
    paragraphKeys: ['info.jobs.p1'],
  },
  'press-kit': {
    titleKey: 'info.pressKit.title',
    paragraphKeys: ['info.pressKit.p1', 'info.pressKit.p2'],
  },
  ...RULES_PAGES,
} satisfies Record<string, InfoPageContent>;

export type InfoPageSlug = keyof typeof INFO_PAGES;
