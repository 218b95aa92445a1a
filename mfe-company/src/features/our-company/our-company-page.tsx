import { useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { findSectionBanner, HydrationSection, PageBanner, PageLoader } from '@group/shared/ui';
import { MetaPageHead } from '../../common/components/meta-page-head';
import { ourCompanyQueries } from './api/our-company-queries';
import { AchievementsSlider } from './components/achievements-slider';
import { LeadershipSection } from './components/leadership-section';
import { MainContent } from './components/main-content';
import { SectionCards } from './components/section-cards';
import { SectionOneBlocks } from './components/section-one-blocks';

/** SPEC §9: the Our Company banner switches to its mobile image at 600 px. */
export const OUR_COMPANY_BANNER_BREAKPOINT = 600;

/**
 * The Our Company page (route: paths.ourCompany). Every load starts at once (ourCompanyQueries);
 * a loading screen covers the page until the banner has arrived, then each section shows its own
 * placeholders.
 */
export function OurCompanyPage() {
  const banners = useQuery(ourCompanyQueries.banners);
  const content = useQuery(ourCompanyQueries.content);
  const sectionOne = useQuery(ourCompanyQueries.sectionOne);
  const achievements = useQuery(ourCompanyQueries.achievements);
  const leadership = useQuery(ourCompanyQueries.leadership);
  const contentLoading = content.status === 'loading';

  return (
    <>
      <MetaPageHead
        query={ourCompanyQueries.meta}
        canonicalPath={paths.ourCompany}
        name="Our Company"
        fallbackDescription="Who we are, what we stand for and the people who lead the group."
      />
      {banners.status === 'loading' ? (
        <PageLoader label="Loading Our Company" />
      ) : (
        <>
          <HydrationSection>
            <PageBanner
              banner={findSectionBanner(banners.data, 'our-company')}
              heading="Our Company"
              breadcrumbs={{ label: 'About', current: 'Our Company' }}
              breakpoint={OUR_COMPANY_BANNER_BREAKPOINT}
            />
          </HydrationSection>
          <HydrationSection>
            <MainContent loading={contentLoading} content={content.data} />
          </HydrationSection>
          <HydrationSection>
            <SectionOneBlocks loading={sectionOne.status === 'loading'} items={sectionOne.data} />
          </HydrationSection>
          <HydrationSection>
            <SectionCards loading={contentLoading} cards={content.data?.section_cards} />
          </HydrationSection>
          <HydrationSection>
            <AchievementsSlider
              heading={content.data?.achievements_heading}
              headingLoading={contentLoading}
              loading={achievements.status === 'loading'}
              achievements={achievements.data}
            />
          </HydrationSection>
          <HydrationSection>
            <LeadershipSection
              heading={content.data?.leadership_heading}
              intro={content.data?.leadership_content}
              headingLoading={contentLoading}
              loading={leadership.status === 'loading'}
              members={leadership.data}
            />
          </HydrationSection>
        </>
      )}
    </>
  );
}
