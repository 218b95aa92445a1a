import type { KeyboardEvent } from 'react';
import type { ManagementMember } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ResponsiveImage, SafeHtml } from '@group/shared/ui';
import styles from './management-card.module.css';

/** Every card is in this one group: the browser keeps at most one of them open. */
export const MANAGEMENT_CARD_GROUP = 'management-team';

export type ManagementCardProps = {
  member: ManagementMember;
};

/** Escape closes an open card and leaves focus on its summary, where the visitor goes on. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

/**
 * One person: a disclosure whose summary shows photo, name, role and company and whose content is
 * their profile. The browser opens, switches and closes the cards (`<details name>`), from the
 * first paint and without script; React never holds `open`, so nothing it renders can undo it.
 */
export function ManagementCard({ member }: ManagementCardProps) {
  const { imageUrl } = useSiteUrls();
  return (
    <li className={styles.item}>
      {/* The visitor may open a card before the page is hydrated: `open` is theirs. */}
      <details name={MANAGEMENT_CARD_GROUP} className={styles.details} onKeyDown={closeOnEscape} suppressHydrationWarning>
        <summary className={styles.card}>
          <ResponsiveImage
            sizes="(max-width: 479px) 100vw, (max-width: 767px) 50vw, (max-width: 991px) 33vw, 310px"
            maxWidth={600}
            className={styles.photo}
            src={imageUrl(member.image?.url)}
            alt=""
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.name}>{member.name}</span>
          <span className={styles.role}>{member.role}</span>
          {member.company ? <span className={styles.company}>{member.company}</span> : null}
          {/*
           * Part of the summary, drawn under the profile: choosing it closes the card natively. Hidden
           * from assistive technology, which has the summary and its expanded state instead.
           */}
          <span className={styles.close} aria-hidden="true">
            Close
          </span>
        </summary>
        <div className={styles.panel} role="region" aria-label={`About ${member.name}`}>
          <SafeHtml className={styles.info} html={member.info} />
        </div>
      </details>
    </li>
  );
}
