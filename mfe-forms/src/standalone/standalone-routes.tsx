import type { RouteObject } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { routes } from '../exposed/routes';
import { StandaloneLayout } from '@group/shared/ui';

const links = [
  { to: paths.careers, label: 'Careers' },
  { to: paths.contactUs, label: 'Contact Us' },
];

/** The same paths as the shell's route table, for running this remote alone. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout name="Careers and Contact" links={links} />,
    children: [
      { path: paths.careers, element: <routes.careers.Component /> },
      { path: paths.contactUs, element: <routes.contactUs.Component /> },
    ],
  },
];
