import { paths } from '@group/shared/routes';
import { HydrationSection, PageLoader } from '@group/shared/ui';
import { ContactForm } from './contact-form';
import { SectionFrame } from '../../../common/components/section-frame';
import { useSectionPage } from '../../../common/hooks/use-section-page';
import { contactUsPageQueries } from '../api/contact-us-page-queries';
import { GetInTouch } from './get-in-touch';
import styles from './contact-us-page.module.css';

/** The Contact Us page (route: paths.contactUs): banner, "GET IN TOUCH" and "ENQUIRE NOW". */
export function ContactUsPage() {
  const { loading, page } = useSectionPage(contactUsPageQueries, 'contact-us');
  if (loading) return <PageLoader label="Loading Contact Us" />;
  return (
    <SectionFrame
      page={page}
      canonicalPath={paths.contactUs}
      name="Contact Us"
      description="Get in touch with the group by email, phone or the enquiry form."
      breadcrumbs={{ label: 'Contact Us' }}
    >
      <div className={styles.layout}>
        <HydrationSection>
          <GetInTouch />
        </HydrationSection>
        <HydrationSection>
          <ContactForm />
        </HydrationSection>
      </div>
    </SectionFrame>
  );
}
