import type { RouteObject } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import { pages } from '../exposed/routes';
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
      { path: paths.ourCompany, element: <pages.ourCompany /> },
      { path: paths.managementTeam, element: <pages.managementTeam /> },
      { path: paths.investments, element: <pages.investments /> },
      { path: paths.gallery, element: <pages.gallery /> },
      { path: paths.csrInitiatives, element: <pages.csrInitiatives /> },
      { path: paths.privacyPolicy, element: <pages.privacyPolicy /> },
      { path: paths.termsAndConditions, element: <pages.termsAndConditions /> },
    ],
  },
];
