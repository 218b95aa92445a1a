import { act, fireEvent, screen } from '@testing-library/react';
import { SiteHeader } from '../site-header';
import { renderWithRouter, setSiteState } from './render-with-router';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

beforeEach(() => setSiteState({}));
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('SiteHeader scrolled style', () => {
  it('switches to the scrolled style only once the page is past 60 px', () => {
    renderWithRouter(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(60);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollTo(61);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('scrolled');

    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('starts scrolled when the page is already scrolled at render', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });
});
