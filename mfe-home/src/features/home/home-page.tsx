import { useCallback, useState } from 'react';
import { useRuntimeConfig } from '@group/shared/runtime';
import { HydrationSection, VisuallyHidden } from '@group/shared/ui';
import { AboutSection } from './components/about-section';
import { BannerSlider } from './components/banner-slider';
import { DisclaimerDialog } from './components/disclaimer-dialog';
import { HomeHead } from './components/home-head';
import { HomeLoader } from './components/home-loader';
import { NewsCentreSection } from './components/news-centre-section';
import { StatsStrip } from './components/stats-strip';
import { VenturesSection } from './components/ventures-section';
import { useHomeLoads } from './hooks/use-home-loads';
import { useLoaderHold } from './hooks/use-loader-hold';
import styles from './home-page.module.css';

/**
 * The home page (route: paths.home). Every section renders from its own load as soon as that
 * load finishes; the full-page loader is a veil over them (see HomeLoader) until the five content
 * loads are done plus 300 ms, and there is none when the server sent them with the page. The
 * disclaimer is open from the start; while it is, the page under it is blurred and inert (both
 * CSS, from the dialog's own open state, so the page is usable the moment the browser closes the
 * dialog, with or without script), and its carousels keep still on their first slide, so the
 * visitor sees the first banner when the page is revealed (and Swiper is not started for a page
 * nobody can see yet).
 */
export function HomePage() {
  const { siteName } = useRuntimeConfig();
  const loads = useHomeLoads();
  const loaderShown = useLoaderHold(loads.contentFinished);
  const [disclaimerOpen, setDisclaimerOpen] = useState(true);
  const closeDisclaimer = useCallback(() => setDisclaimerOpen(false), []);

  return (
    <>
      <HomeHead meta={loads.meta.data} />
      <div className={styles.home}>
        <div className={styles.page} data-testid="home-page" aria-busy={loaderShown}>
          <VisuallyHidden as="h1">{siteName}</VisuallyHidden>
          <HydrationSection>
            <BannerSlider banners={loads.banner.data} loading={!loads.banner.finished} held={disclaimerOpen} />
          </HydrationSection>
          <HydrationSection>
            <AboutSection section={loads.section.data?.section1} loading={!loads.section.finished} />
          </HydrationSection>
          <HydrationSection>
            <StatsStrip stats={loads.stats.data} loading={!loads.stats.finished} held={disclaimerOpen} />
          </HydrationSection>
          <HydrationSection>
            <VenturesSection
              intro={loads.section.data?.section2}
              introLoading={!loads.section.finished}
              ventures={loads.accordion.data}
              venturesLoading={!loads.accordion.finished}
            />
          </HydrationSection>
          <HydrationSection>
            <NewsCentreSection categories={loads.news.data} loading={!loads.news.finished} />
          </HydrationSection>
        </div>
        {loaderShown ? <HomeLoader /> : null}
        <DisclaimerDialog open={disclaimerOpen} onClose={closeDisclaimer} />
      </div>
    </>
  );
}
