import type { OurCompanyContent } from '@group/shared/contract';
import { ContentSection, Skeleton } from '@group/shared/ui';
import styles from './main-content.module.css';

export type MainContentProps = {
  loading: boolean;
  content: OurCompanyContent | undefined;
};

/** "Who we are": the page's main heading and description. */
export function MainContent({ loading, content }: MainContentProps) {
  if (loading) {
    return (
      <div className={styles.placeholder} data-testid="main-content-placeholder">
        <Skeleton shape="text" width="30%" height="1.5rem" />
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="70%" />
      </div>
    );
  }
  if (!content) return null;
  return (
    <ContentSection
      id="about-us"
      leftHeading="About Us"
      rightHeading={content.main_content_heading}
      desc={content.main_content_description}
    />
  );
}
