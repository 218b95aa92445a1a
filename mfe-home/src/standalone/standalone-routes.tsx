import type { RouteObject } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { routes } from '../exposed/routes';
import { StandaloneLayout } from '@group/shared/ui';

/** The same paths as the shell's route table, for running this remote alone. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout name="Home" links={[{ to: paths.home, label: 'Home' }]} />,
    children: [{ path: paths.home, element: <routes.home.Component /> }],
  },
];
