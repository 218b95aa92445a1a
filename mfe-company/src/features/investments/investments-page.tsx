import { paths } from '@group/shared/routes';
import { StaticPage } from '../../common/components/static-page';
import styles from './investments-page.module.css';

const description =
  'Meridian Group invests for the long term in sports, hospitality, healthcare, infrastructure and renewable energy, and in new technologies such as AI, ML and blockchain.';

/** The Investments page (route: paths.investments): static text under the banner. */
export function InvestmentsPage() {
  return (
    <StaticPage
      section="investments"
      head={{ description, canonicalPath: paths.investments }}
      heading="Investments"
      breadcrumbs={{ label: 'Investments' }}
    >
      <section className={styles.section} aria-labelledby="strategic-investments">
        <h2 id="strategic-investments" className={styles.heading}>
          STRATEGIC INVESTMENTS
        </h2>
        <div className={styles.text}>
          <p>
            Our investment approach is built on patience and partnership. Across sports, hospitality, healthcare,
            infrastructure and renewable energy, we back businesses where we can bring operating experience as well as
            capital: a cricket franchise that needs an academy system, a heritage property that deserves careful
            restoration, a hospital network ready to reach smaller cities, a highway or a solar park that will serve
            communities for decades. We take positions we understand, hold them through cycles, and measure returns by
            the lasting value they create for customers, employees and the country.
          </p>
          <p>
            Alongside these core sectors, we invest in new technologies that will shape how India works and lives. We
            partner with founders building with artificial intelligence (AI), machine learning (ML) and blockchain, and
            we put their products to work inside our own businesses, from smarter energy grids and connected hospitals
            to secure digital records and better experiences for fans and guests. This keeps the group learning, keeps
            our companies competitive, and gives promising ventures a real-world place to grow.
          </p>
        </div>
      </section>
    </StaticPage>
  );
}
