import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@group/shared/runtime';
import { HydrationSection, PageBanner, PageHead, sectionPageHead } from '@group/shared/ui';
import type { BreadcrumbsProps } from '@group/shared/ui';
import type { SectionPageData } from '../hooks/use-section-page';
import styles from './section-page.module.css';

export type SectionFrameProps = {
  /** The page's banner and meta, once loaded (either may be missing). */
  page: SectionPageData;
  canonicalPath: string;
  /** The page's name: the head's title and the heading when the backend has neither. */
  name: string;
  /** The head's description when the backend has no page meta. */
  description: string;
  breadcrumbs: BreadcrumbsProps;
  children?: ReactNode;
};

/** Page head, banner (SPEC §9: mobile image up to 767 px) and the content below: the frame both pages of this remote share. */
export function SectionFrame({ page, canonicalPath, name, description, breadcrumbs, children }: SectionFrameProps) {
  const { siteName } = useRuntimeConfig();
  return (
    <>
      <PageHead {...sectionPageHead({ meta: page.meta, canonicalPath, name, description, siteName })} />
      <HydrationSection>
        <PageBanner banner={page.banner} heading={name} breadcrumbs={breadcrumbs} />
      </HydrationSection>
      <div className={styles.content}>{children}</div>
    </>
  );
}
