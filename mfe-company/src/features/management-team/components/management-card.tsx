import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { ManagementMember } from '@group/shared/contract';
import { imageUrl } from '@group/shared/config';
import { ResponsiveImage, SafeHtml, VisuallyHidden } from '@group/shared/ui';
import styles from './management-card.module.css';

export type ManagementCardProps = {
  member: ManagementMember;
  /** Unique within the page; names the details panel. */
  cardId: string;
  expanded: boolean;
  /** Another card is expanded. */
  inactive: boolean;
  onToggle: (cardId: string) => void;
  onClose: () => void;
};

/** One person: a button showing photo, name, role and company that opens their profile. */
export function ManagementCard({ member, cardId, expanded, inactive, onToggle, onClose }: ManagementCardProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${cardId}-details`;
  const close = () => {
    onClose();
    // Focus would otherwise fall back to the page when the close button disappears.
    buttonRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (expanded && event.key === 'Escape') close();
  };
  const state = expanded ? 'expanded' : inactive ? 'inactive' : 'idle';
  const classes = [styles.item, expanded ? styles.expanded : '', inactive ? styles.inactive : ''].filter(Boolean);

  return (
    <li className={classes.join(' ')} data-state={state} onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.card}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => onToggle(cardId)}
      >
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
      </button>
      <div id={panelId} className={styles.panel} role="region" aria-label={`About ${member.name}`} hidden={!expanded}>
        <SafeHtml className={styles.info} html={member.info} />
        <button type="button" className={styles.close} onClick={close}>
          Close<VisuallyHidden> profile of {member.name}</VisuallyHidden>
        </button>
      </div>
    </li>
  );
}
