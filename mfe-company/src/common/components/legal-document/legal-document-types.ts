/** A piece of running text: plain words, emphasis, or a link the renderer builds. */
export type LegalInline =
  | string
  | { kind: 'strong'; text: string }
  /** A link to the site's Contact Us page (paths.contactUs). */
  | { kind: 'contact-link'; text: string }
  /** The group's email address from the global settings, as a mailto link. */
  | { kind: 'email' }
  | { kind: 'external-link'; text: string; href: string };

export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  | { kind: 'paragraph'; text: LegalText }
  | { kind: 'list'; items: readonly LegalText[] }
  /** Term and meaning pairs, such as the definitions. */
  | { kind: 'definitions'; items: readonly { term: string; text: LegalText }[] }
  | { kind: 'subheading'; text: string };

export type LegalSection = {
  /** Anchor of the section's heading. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocumentContent = {
  /** e.g. "July 30, 2025". */
  lastUpdated: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
};
