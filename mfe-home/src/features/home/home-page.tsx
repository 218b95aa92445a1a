import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '@group/shared/config';
import { VisuallyHidden } from '@group/shared/ui';
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
 * disclaimer is open from the start; while it is, the page under it is blurred (by CSS, from the
 * dialog's own open state) and inert, and its carousels keep still on their first slide, so the
 * visitor sees the first banner when the page is revealed (and Swiper is not started for a page
 * nobody can see yet).
 */
export function HomePage() {
  const loads = useHomeLoads();
  const loaderShown = useLoaderHold(loads.contentFinished);
  const [disclaimerOpen, setDisclaimerOpen] = useState(true);
  const closeDisclaimer = useCallback(() => setDisclaimerOpen(false), []);
  const page = useRef<HTMLDivElement>(null);
  // Inert only once the script runs: the server's page, read without script, must be usable
  // again when the visitor closes the dialog, and only the script could lift it. Set on the
  // element rather than rendered, so that hydration is not followed by a render of the whole page;
  // in a layout effect, so that nothing looking at the new page (the focus after a navigation)
  // finds it without.
  useLayoutEffect(() => {
    page.current?.toggleAttribute('inert', disclaimerOpen);
  }, [disclaimerOpen]);

  return (
    <>
      <HomeHead meta={loads.meta.data} />
      <div className={styles.home}>
        <div ref={page} className={styles.page} data-testid="home-page" aria-busy={loaderShown}>
          <VisuallyHidden as="h1">{getRuntimeConfig().siteName}</VisuallyHidden>
          <BannerSlider banners={loads.banner.data} loading={!loads.banner.finished} held={disclaimerOpen} />
          <AboutSection section={loads.section.data?.section1} loading={!loads.section.finished} />
          <StatsStrip stats={loads.stats.data} loading={!loads.stats.finished} held={disclaimerOpen} />
          <VenturesSection
            intro={loads.section.data?.section2}
            introLoading={!loads.section.finished}
            ventures={loads.accordion.data}
            venturesLoading={!loads.accordion.finished}
          />
          <NewsCentreSection categories={loads.news.data} loading={!loads.news.finished} />
        </div>
        {loaderShown ? <HomeLoader /> : null}
        <DisclaimerDialog open={disclaimerOpen} onClose={closeDisclaimer} />
      </div>
    </>
  );
}
