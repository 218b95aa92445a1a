import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateFromServer, renderOnServer, renderWithRuntime, TestRuntimeProvider } from '@group/shared/testing';
import { EARLY_CLICK_SCRIPT } from '../../early-click/early-click-script';
import { Carousel } from '../carousel';
import { CAROUSEL_ARROWS_SCRIPT, STEPPED_FLAG } from '../carousel-arrows-script';
import { staticTrackPosition, stepStaticTrack } from '../static-track-steps';

// Swiper's part never arrives here: the arrows act on the first view, the row of every slide.
jest.mock('../swiper-track', () => {
  throw new Error('Loading chunk carousel-swiper failed');
});

const awards = ['Most Promising', 'Best Governance', 'Hurun', 'ET Ascent', 'NBT Awards'];
const SLIDE_WIDTH = 300;
const VIEW = 3;

/** jsdom lays nothing out: gives the row and its slides the geometry of three slides in view. */
function layOut(track: HTMLElement) {
  const slides = track.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
  slides.forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * SLIDE_WIDTH }));
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: VIEW * SLIDE_WIDTH });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: slides.length * SLIDE_WIDTH });
  const scrollTo = jest.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

const END = (awards.length - VIEW) * SLIDE_WIDTH;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the first view’s steps', () => {
  it('move one slide at a time, and round to the other end past either end', () => {
    renderWithRuntime(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} />);
    const track = screen.getByRole('group', { name: 'Slides' });
    const scrollTo = layOut(track);
    stepStaticTrack(track, 1);
    expect(track.scrollLeft).toBe(SLIDE_WIDTH);
    expect(staticTrackPosition(track)).toBe(1);
    stepStaticTrack(track, 1);
    expect(track.scrollLeft).toBe(END);
    stepStaticTrack(track, 1);
    expect(track.scrollLeft).toBe(0);
    stepStaticTrack(track, -1);
    expect(track.scrollLeft).toBe(END);
    expect(staticTrackPosition(track)).toBe(awards.length - VIEW);
    expect(scrollTo).toHaveBeenCalledWith({ left: END, behavior: 'smooth' });
  });
});

describe('the arrows before the page’s script has taken them over', () => {
  beforeAll(() => {
    // As the page's head does, before anything else runs.
    new Function(CAROUSEL_ARROWS_SCRIPT)();
  });

  it('step the row the server sent, with no React behind it', () => {
    document.body.innerHTML = renderToString(
      <TestRuntimeProvider>
        <Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} arrows loop />
      </TestRuntimeProvider>,
    );
    const track = screen.getByRole('group', { name: 'Slides' });
    layOut(track);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track.scrollLeft).toBe(SLIDE_WIDTH);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(track.scrollLeft).toBe(END);
    document.body.innerHTML = '';
  });

  it('leave an arrow React has taken over to React, which steps once', async () => {
    renderWithRuntime(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} arrows loop />);
    const track = screen.getByRole('group', { name: 'Slides' });
    const scrollTo = layOut(track);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(track.scrollLeft).toBe(SLIDE_WIDTH);
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('are not stepped again by React for a click the head has answered (one React hydrated to deliver)', async () => {
    renderWithRuntime(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} arrows loop />);
    const track = screen.getByRole('group', { name: 'Slides' });
    const scrollTo = layOut(track);
    const answered = (event: Event) => Object.assign(event, { [STEPPED_FLAG]: true });
    document.addEventListener('click', answered, true);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    } finally {
      document.removeEventListener('click', answered, true);
    }
    expect(scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});

describe('the pause button before the page’s script has taken it over', () => {
  beforeAll(() => {
    // As the page's head does, before anything else runs.
    new Function(EARLY_CLICK_SCRIPT)();
  });

  it('keeps the press, and the carousel is paused once hydrated', async () => {
    const strip = <Carousel label="Our numbers" items={awards} renderSlide={(a) => <p>{a}</p>} continuous />;
    const server = await renderOnServer(strip);
    const page = await hydrateFromServer(strip, server, '/', {
      beforeHydration: () => fireEvent.click(screen.getByRole('button', { name: 'Pause Our numbers' })),
    });

    expect(page.errors).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play Our numbers' })).toHaveAttribute('aria-pressed', 'true'));
    page.unmount();
  });
});
