import { paths } from '@group/shared/routes';
import { StaticPage } from '../../common/components/static-page';
import { csrInitiatives, csrIntroduction } from './csr-initiatives-text';
import styles from './csr-initiatives-page.module.css';

const description =
  'Meridian Group’s CSR initiatives in education, sports, relief, disability support, rural upliftment and the environment.';

/** The CSR Initiatives page (route: paths.csrInitiatives): static text under the banner. */
export function CsrInitiativesPage() {
  return (
    <StaticPage
      section="csr-initiatives"
      head={{ description, canonicalPath: paths.csrInitiatives }}
      heading="CSR Initiatives"
      breadcrumbs={{ label: 'CSR Initiatives' }}
    >
      <section className={styles.intro} aria-labelledby="csr-intro">
        <h2 className={styles.eyebrow}>{csrIntroduction.heading}</h2>
        <div>
          <h3 id="csr-intro" className={styles.title}>
            {csrIntroduction.title}
          </h3>
          {csrIntroduction.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <ul className={styles.grid}>
        {csrInitiatives.map((initiative) => (
          <li key={initiative.id} className={styles.card}>
            <article aria-labelledby={`csr-${initiative.id}`}>
              <h3 id={`csr-${initiative.id}`} className={styles.cardTitle}>
                {initiative.title}
              </h3>
              <p className={styles.summary}>{initiative.summary}</p>
              <ul className={styles.highlights}>
                {initiative.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
