import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
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
  it('has every slide in the page, labelled, in Swiper’s markup, on a row that takes focus, with the arrows', async () => {
    const { container } = renderWithRuntime(
      <Carousel label="Highlights" items={banners} renderSlide={(b) => <img src={`/${b}.jpg`} alt={b} />} loop autoplay arrows />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('group', { name: '1 of 3' })).toContainElement(screen.getByRole('img', { name: 'Building tomorrow' }));
    expect(within(region).getByRole('group', { name: '3 of 3' })).toContainElement(screen.getByRole('img', { name: 'Caring for patients' }));
    // Each slide once: the loop's repeats are Swiper's alone.
    expect(container.querySelectorAll('.swiper .swiper-wrapper .swiper-slide')).toHaveLength(3);
    expect(within(region).getByRole('group', { name: 'Slides' })).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
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

  it('gives the stylesheet each breakpoint’s slide width and gap, as Swiper will lay them out', async () => {
    renderWithRuntime(
      <Carousel
        label="Achievements"
        items={banners}
        renderSlide={(b) => <p>{b}</p>}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 768: { slidesPerView: 2, spaceBetween: 24 }, 992: { slidesPerView: 3, spaceBetween: 24 } }}
      />,
    );
    const track = screen.getByRole('group', { name: 'Slides' });
    const variable = (name: string) => track.style.getPropertyValue(name);
    expect(variable('--slide-width-0')).toBe('calc((100% - 0px) / 1)');
    expect(variable('--slide-gap-0')).toBe('16px');
    // Below a breakpoint the one before it holds.
    expect(variable('--slide-width-576')).toBe('calc((100% - 0px) / 1)');
    expect(variable('--slide-width-768')).toBe('calc((100% - 24px) / 2)');
    expect(variable('--slide-gap-768')).toBe('24px');
    expect(variable('--slide-width-992')).toBe('calc((100% - 48px) / 3)');
    expect(variable('--slide-width-1200')).toBe('calc((100% - 48px) / 3)');
    expect(variable('--slide-gap-1200')).toBe('24px');
    await waitForFailedLoad();
  });

  it('keeps the slides when Swiper cannot be loaded, and says so in the console', async () => {
    renderWithRuntime(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} />);
    await waitForFailedLoad();
    expect(warn.mock.calls[0][0]).toContain('[carousel]');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Building tomorrow');
  });
});
