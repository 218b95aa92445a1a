import { Link } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { useSiteStore } from '@group/shared/runtime';
import type { LegalInline, LegalText } from './legal-document-types';
import styles from './legal-document.module.css';

function EmailLink() {
  const email = useSiteStore((state) => state.globals?.email);
  // Until the global settings arrive (or if they never do) the contact page is the way in.
  if (!email) {
    return (
      <Link className={styles.link} to={paths.contactUs}>
        the email address on our Contact Us page
      </Link>
    );
  }
  return (
    <a className={styles.link} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'contact-link':
      return (
        <Link className={styles.link} to={paths.contactUs}>
          {part.text}
        </Link>
      );
    case 'email':
      return <EmailLink />;
    case 'external-link':
      return (
        <a className={styles.link} href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
        </a>
      );
  }
}

export type LegalInlineTextProps = { text: LegalText };

/** A run of legal text with its links and emphasis. */
export function LegalInlineText({ text }: LegalInlineTextProps) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => <Inline key={index} part={part} />);
}
