import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia, renderWithRuntime } from '@group/shared/testing';
import { Carousel } from '../carousel';

// Swiper's part never arrives here (as on a network that drops its chunk): what the visitor sees
// is the first view, which is also what every carousel shows until Swiper is in.
jest.mock('../swiper-track', () => {
  throw new Error('Loading chunk carousel-swiper failed');
});

const banners = ['Building tomorrow', 'Cleaner power', 'Caring for patients'];

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const waitForFailedLoad = () => waitFor(() => expect(warn).toHaveBeenCalled());

describe('Carousel before Swiper is in', () => {
  it('shows the slides in view, labelled, in Swiper’s markup, with the arrows', async () => {
    const { container } = renderWithRuntime(
      <Carousel label="Highlights" items={banners} renderSlide={(b) => <img src={`/${b}.jpg`} alt={b} />} loop autoplay arrows />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('group', { name: '1 of 3' })).toContainElement(screen.getByRole('img', { name: 'Building tomorrow' }));
    // The others' images would only compete with the first one's.
    expect(container.querySelectorAll('.swiper .swiper-wrapper .swiper-slide')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Cleaner power' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitForFailedLoad();
  });

  it('shows as many slides as the layout puts side by side', async () => {
    mockMatchMedia({ width: 800 });
    renderWithRuntime(<Carousel label="Our numbers" items={banners} renderSlide={(b) => <p>{b}</p>} continuous slidesPerView={1} breakpoints={{ 768: { slidesPerView: 2 } }} />);
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(['Building tomorrow', 'Cleaner power']);
    await waitForFailedLoad();
  });

  it('fetches Swiper as soon as the visitor reaches for the carousel, without waiting for an idle moment', async () => {
    jest.useFakeTimers();
    try {
      renderWithRuntime(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} arrows />);
      await act(async () => undefined);
      expect(warn).not.toHaveBeenCalled();
      fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }));
      await act(async () => undefined);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches nothing while held (under a dialog, say), and Swiper once released', async () => {
    jest.useFakeTimers();
    try {
      const carousel = (held: boolean) => <Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} autoplay held={held} />;
      const { rerender } = renderWithRuntime(carousel(true));
      await act(async () => jest.runAllTimers());
      expect(warn).not.toHaveBeenCalled();
      expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Building tomorrow');
      rerender(carousel(false));
      await act(async () => jest.runAllTimers());
      await act(async () => undefined);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives each slide the width Swiper will give it, at the viewport’s breakpoint', async () => {
    mockMatchMedia({ width: 1000 });
    const { container } = renderWithRuntime(
      <Carousel
        label="Achievements"
        items={banners}
        renderSlide={(b) => <p>{b}</p>}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 768: { slidesPerView: 2, spaceBetween: 24 }, 992: { slidesPerView: 3, spaceBetween: 24 } }}
      />,
    );
    const slide = container.querySelector<HTMLElement>('.swiper-slide');
    // A third of the track less two gaps (jsdom writes the division as a product).
    expect(slide?.style.width).toMatch(/^calc\((\(100% - 48px\) \/ 3|0\.333+ \* \(100% - 48px\))\)$/);
    expect(slide?.style.marginRight).toBe('24px');
    await waitForFailedLoad();
  });

  it('keeps the slides when Swiper cannot be loaded, and says so in the console', async () => {
    renderWithRuntime(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} />);
    await waitForFailedLoad();
    expect(warn.mock.calls[0][0]).toContain('[carousel]');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Building tomorrow');
  });
});
