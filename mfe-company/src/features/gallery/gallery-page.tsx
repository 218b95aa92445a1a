import { paths } from '@group/shared/routes';
import { HydrationSection, ErrorState, PageBanner, PageLoader } from '@group/shared/ui';
import { MetaPageHead } from '../../common/components/meta-page-head';
import { galleryQueries } from './api/gallery-queries';
import { GalleryContent } from './components/gallery-content';
import { GALLERY_LOAD_ERROR, useGallery } from './hooks/use-gallery';
import { useManualScrollRestoration } from './hooks/use-manual-scroll-restoration';
import styles from './gallery-page.module.css';

const breadcrumbs = { label: 'Gallery' };

/** The Gallery page (route: paths.gallery): loading, then the error state or the gallery. */
export function GalleryPage() {
  useManualScrollRestoration();
  const { status, data, reload } = useGallery();
  return (
    <>
      <MetaPageHead
        query={galleryQueries.meta}
        canonicalPath={paths.gallery}
        name="Gallery"
        fallbackDescription="Pictures from across the group: events, sport, community work and projects."
      />
      {status === 'loading' ? <PageLoader label="Loading Gallery" /> : null}
      {status === 'error' ? (
        <>
          <PageBanner banner={undefined} heading="Gallery" breadcrumbs={breadcrumbs} />
          <div className={styles.body}>
            <ErrorState message={GALLERY_LOAD_ERROR} onRetry={reload} />
          </div>
        </>
      ) : null}
      {status === 'success' ? (
        <>
          <HydrationSection>
            <PageBanner banner={data.banner} heading="Gallery" breadcrumbs={breadcrumbs} />
          </HydrationSection>
          <div className={styles.body}>
            <HydrationSection>
              <GalleryContent categories={data.categories} images={data.images} />
            </HydrationSection>
          </div>
        </>
      ) : null}
    </>
  );
}
