/** An address to write to, and what to write to it about (a catalogue key). */
export type ContactAddress = { topicKey: string; email: string };

/** A headed part of a longer page: its paragraphs, then a list when it has one. */
export type InfoSection = {
  /** The heading's anchor, so other pages can link to the part (`/buyer-protection#report`). */
  id: string;
  headingKey: string;
  paragraphKeys: string[];
  listKeys?: string[];
  /** Paragraphs that follow the list. */
  afterListKeys?: string[];
};

/**
 * A page's words as catalogue keys, in reading order. The words may name `{{days}}`: the
 * deployment's window for reporting a problem, which the page fills in.
 */
export type InfoPageContent = {
  titleKey: string;
  /** What search results and link previews say of the page; its first paragraph when left out. */
  descriptionKey?: string;
  paragraphKeys: string[];
  sections?: InfoSection[];
  addresses?: ContactAddress[];
};
