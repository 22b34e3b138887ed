/** An address to write to, and what to write to it about. */
export type ContactAddress = { topic: string; email: string };

export type InfoPageContent = { title: string; paragraphs: string[]; addresses?: ContactAddress[] };

/** The footer's company pages: short static copy, kept out of the components. */
export const INFO_PAGES = {
  about: {
    title: 'About us',
    paragraphs: [
      'Reboard is a marketplace for second-hand electronic hardware and PCB components: network modules, memory and storage, and main boards.',
      'We believe working parts deserve a second life. Sellers describe condition, age and working status honestly; verified sellers carry a badge; payments go through Reboard.',
    ],
  },
  contact: {
    title: 'Contact',
    paragraphs: [
      'Questions about a listing are best asked to its seller: book it, and the seller gets your phone number and where you would like to meet.',
      'A listing that looks wrong can be reported with the flag on it (Report product); an admin reviews every report.',
      'For anything else, write to us. A person answers every message within two working days.',
    ],
    addresses: [
      { topic: 'Orders, payments and accounts', email: 'support@reboard.example' },
      { topic: 'Sellers and verification', email: 'sellers@reboard.example' },
      { topic: 'Press', email: 'press@reboard.example' },
    ],
  },
  jobs: {
    title: 'Jobs',
    paragraphs: [
      'We are a small team of engineers and tinkerers. There are no open positions right now, but we always like to hear from people who love hardware.',
    ],
  },
  'press-kit': {
    title: 'Press kit',
    paragraphs: [
      'Reboard: the one-stop shop for high-quality PCB components, second-hand and tested.',
      'For logos, screenshots and interviews, contact press@reboard.example.',
    ],
  },
} satisfies Record<string, InfoPageContent>;

export type InfoPageSlug = keyof typeof INFO_PAGES;
