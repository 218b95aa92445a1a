import { useApi } from '@group/shared/api';
import { paths } from '@group/shared/routes';
import { PageLoader } from '@group/shared/ui';
import { ContactForm } from '../contact-form/components/contact-form';
import { loadSectionPage } from '../section-page/load-section-page';
import { SectionFrame } from '../section-page/section-frame';
import { GetInTouch } from './components/get-in-touch';
import styles from './contact-us-page.module.css';

const loadContactUsPage = (signal: AbortSignal) => loadSectionPage('contact-us', 'contact_us', signal);

/** The Contact Us page (route: paths.contactUs): banner, "GET IN TOUCH" and "ENQUIRE NOW". */
export function ContactUsPage() {
  const { status, data } = useApi(loadContactUsPage, []);
  if (status === 'loading') return <PageLoader label="Loading Contact Us" />;
  return (
    <SectionFrame
      page={data}
      canonicalPath={paths.contactUs}
      name="Contact Us"
      description="Get in touch with the group by email, phone or the enquiry form."
      breadcrumbs={{ label: 'Contact Us' }}
    >
      <div className={styles.layout}>
        <GetInTouch />
        <ContactForm />
      </div>
    </SectionFrame>
  );
}
