import type { RouteObject } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { routes } from '../exposed/routes';
import { StandaloneLayout } from '@group/shared/ui';

const links = [
  { to: paths.ourCompany, label: 'Our Company' },
  { to: paths.managementTeam, label: 'Management Team' },
  { to: paths.investments, label: 'Investments' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.csrInitiatives, label: 'CSR Initiatives' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsAndConditions, label: 'Terms and Conditions' },
];

/** The same paths as the shell's route table, for running this remote alone. */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneLayout name="Our Company" links={links} />,
    children: [
      { path: paths.ourCompany, element: <routes.ourCompany.Component /> },
      { path: paths.managementTeam, element: <routes.managementTeam.Component /> },
      { path: paths.investments, element: <routes.investments.Component /> },
      { path: paths.gallery, element: <routes.gallery.Component /> },
      { path: paths.csrInitiatives, element: <routes.csrInitiatives.Component /> },
      { path: paths.privacyPolicy, element: <routes.privacyPolicy.Component /> },
      { path: paths.termsAndConditions, element: <routes.termsAndConditions.Component /> },
    ],
  },
];
