import type { LeadershipMember } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ResponsiveImage, SafeHtml, SkeletonCard } from '@group/shared/ui';
import styles from './leadership-section.module.css';
import { SectionFrame } from './section-frame';

const PLACEHOLDER_COUNT = 4;

export type LeadershipSectionProps = {
  /** Markup; undefined until the page content arrives. */
  heading: string | undefined;
  intro: string | undefined;
  headingLoading: boolean;
  loading: boolean;
  members: readonly LeadershipMember[] | undefined;
};

/** The group's leaders: photo, name, role and a short profile. */
export function LeadershipSection({ heading, intro, headingLoading, loading, members }: LeadershipSectionProps) {
  const { imageUrl } = useSiteUrls();
  if (!loading && !members?.length) return null;
  return (
    <SectionFrame id="leadership" heading={heading} headingLoading={headingLoading} intro={intro} tone="surface">
      {loading ? (
        <div className={styles.grid} data-testid="leadership-placeholder">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
            <SkeletonCard key={index} lines={3} />
          ))}
        </div>
      ) : (
        <ul className={styles.grid}>
          {(members ?? []).map((member) => (
            <li key={member._id ?? member.name} className={styles.member}>
              <ResponsiveImage
                sizes="(max-width: 600px) 100vw, (max-width: 991px) 50vw, 310px"
                maxWidth={600}
                className={styles.photo}
                src={imageUrl(member.image?.url)}
                alt={member.name}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.text}>
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.role}>{member.role}</p>
                <SafeHtml className={styles.info} html={member.info} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
