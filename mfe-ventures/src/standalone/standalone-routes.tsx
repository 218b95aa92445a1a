import { useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths, sectorSlugs } from '@group/shared/routes';
import { routes } from '../exposed/routes';
import { StandaloneLayout } from '@group/shared/ui';

function VentureRoute() {
  const { id = '' } = useParams();
  return <routes.venture.Component slug={id} />;
}

const links = sectorSlugs.map((slug) => ({ to: paths.businessVenture(slug), label: slug }));

/** The same paths as the shell's route table, for running this remote alone. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout name="Business Ventures" links={links} />,
    children: [
      { path: paths.businessVenturePattern, element: <VentureRoute /> },
      ...sectorSlugs.map((slug) => ({ path: paths.sector(slug), element: <routes.venture.Component slug={slug} /> })),
    ],
  },
];
