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

/** A browser that draws styles from the scroll position (CSS scroll-driven animations), or not. */
const drawsFromScroll = (draws: boolean) =>
  Object.defineProperty(window, 'CSS', { value: { supports: (property: string) => draws && property === 'animation-timeline' }, configurable: true });

afterEach(() => Reflect.deleteProperty(window, 'CSS'));

// The browser tests check the style a visitor sees from CSS alone (e2e/tests/layout-without-script.spec.ts).
describe('SiteHeader scrolled style, where the browser cannot draw it from CSS', () => {
  beforeEach(() => drawsFromScroll(false));

  it('switches to the scrolled style only once the page is past 60 px', () => {
    renderWithRouter(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('scrolled');

    scrollTo(60);
    expect(header).not.toHaveClass('scrolled');

    scrollTo(61);
    expect(header).toHaveClass('scrolled');

    scrollTo(0);
    expect(header).not.toHaveClass('scrolled');
  });

  it('starts scrolled when the page is already scrolled at render', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('banner')).toHaveClass('scrolled');
  });
});

describe('SiteHeader scrolled style, where CSS draws it', () => {
  beforeEach(() => drawsFromScroll(true));

  it('leaves it to CSS: no class, whatever the scroll', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderWithRouter(<SiteHeader />);
    const header = screen.getByRole('banner');
    scrollTo(500);
    expect(header).not.toHaveClass('scrolled');
  });
});
