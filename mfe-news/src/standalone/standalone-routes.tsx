import { useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { routes } from '../exposed/routes';
import { StandaloneLayout } from '@group/shared/ui';

function NewsDetailRoute() {
  const { slug = '' } = useParams();
  return <routes.newsDetail.Component slug={slug} />;
}

/** The same paths as the shell's route table, for running this remote alone. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout name="News Centre" links={[{ to: paths.newsCentre, label: 'News Centre' }]} />,
    children: [
      { path: paths.newsCentre, element: <routes.newsCentre.Component /> },
      { path: paths.newsDetailPattern, element: <NewsDetailRoute /> },
    ],
  },
];
