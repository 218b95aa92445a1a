import type { SocialLink } from '@group/shared/contract';
import { SocialIcon } from './social-icon';
import { orderedSocialLinks } from './social-platforms';
import styles from './site-footer.module.css';

export type SocialLinksProps = { links: readonly SocialLink[] };

/** The social icons; renders nothing when no known platform is configured. */
export function SocialLinks({ links }: SocialLinksProps) {
  const shown = orderedSocialLinks(links);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Social media">
      {shown.map(({ platform, label, href }) => (
        <li key={platform}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={styles.socialLink}>
            <SocialIcon platform={platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
