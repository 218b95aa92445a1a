import type { LegalBlock, LegalDocumentContent } from './legal-document-types';
import { LegalInlineText } from './legal-inline-text';
import styles from './legal-document.module.css';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <LegalInlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalInlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term} className={styles.definition}>
              <dt>{item.term}</dt>
              <dd>
                <LegalInlineText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'subheading':
      return <h3 className={styles.subheading}>{block.text}</h3>;
  }
}

export type LegalDocumentProps = {
  content: LegalDocumentContent;
  /** Accessible name of the document, e.g. "Privacy Policy". */
  label: string;
};

/** Renders a legal text kept as data: date, introduction, then one headed section each. */
export function LegalDocument({ content, label }: LegalDocumentProps) {
  return (
    <article className={styles.document} aria-label={label}>
      <p className={styles.updated}>Last updated: {content.lastUpdated}</p>
      {content.intro.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {content.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
