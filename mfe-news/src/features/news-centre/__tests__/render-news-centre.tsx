import { screen } from '@testing-library/react';
import { renderWithRouter } from '@group/shared/testing';
import { paths } from '@group/shared/routes';
import { NewsCentrePage } from '../news-centre-page';

/** The listing at `route` (default /news-centre), once its cards or its state have arrived. */
export async function renderNewsCentre(route: string = paths.newsCentre) {
  const view = renderWithRouter(<NewsCentrePage />, { route, path: paths.newsCentre });
  await screen.findByRole('heading', { level: 1, name: 'News Centre' });
  return view;
}

export const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
