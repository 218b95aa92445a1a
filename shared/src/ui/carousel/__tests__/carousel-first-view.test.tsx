import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  it('has every slide, labelled, in Swiper’s markup, with the arrows', async () => {
    const { container } = render(
      <Carousel label="Highlights" items={banners} renderSlide={(b) => <img src={`/${b}.jpg`} alt={b} />} loop autoplay arrows />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('group', { name: '1 of 3' })).toContainElement(screen.getByRole('img', { name: 'Building tomorrow' }));
    expect(within(region).getByRole('group', { name: '3 of 3' })).toContainElement(screen.getByRole('img', { name: 'Caring for patients' }));
    expect(container.querySelectorAll('.swiper .swiper-wrapper .swiper-slide')).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitForFailedLoad();
  });

  it('moves its track one slide with the arrows, round to the start past the end when it loops', async () => {
    const { container } = render(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} loop arrows />);
    const track = container.querySelector<HTMLElement>('[data-carousel-static] > .swiper-wrapper')!;
    const scrolls: ScrollToOptions[] = [];
    track.scrollTo = ((options: ScrollToOptions) => {
      scrolls.push(options);
      track.scrollLeft = options.left ?? 0;
    }) as typeof track.scrollTo;
    Object.defineProperties(track, { scrollWidth: { value: 900 }, clientWidth: { value: 300 } });
    for (const slide of track.children) (slide as HTMLElement).getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrolls.map((options) => options.left)).toEqual([300, 600, 0, 600]);
    await waitForFailedLoad();
  });

  it('fetches Swiper as soon as the visitor reaches for the carousel, without waiting for an idle moment', async () => {
    jest.useFakeTimers();
    try {
      render(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} arrows />);
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
      const { rerender } = render(carousel(true));
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

  it('gives each slide the width Swiper will give it, at every breakpoint, in its stylesheet', async () => {
    const { container } = render(
      <Carousel
        label="Achievements"
        items={banners}
        renderSlide={(b) => <p>{b}</p>}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 768: { slidesPerView: 2, spaceBetween: 24 }, 992: { slidesPerView: 3, spaceBetween: 24 } }}
      />,
    );
    const css = container.querySelector('[data-carousel-static] > style')?.textContent ?? '';
    expect(css).toContain('.swiper-slide{width:calc((100% - 0px) / 1);margin-right:16px}');
    expect(css).toContain('@media (min-width:768px){');
    expect(css).toContain('.swiper-slide{width:calc((100% - 24px) / 2);margin-right:24px}}');
    expect(css).toContain('@media (min-width:992px){');
    expect(css).toContain('.swiper-slide{width:calc((100% - 48px) / 3);margin-right:24px}}');
    await waitForFailedLoad();
  });

  it('keeps the slides when Swiper cannot be loaded, and says so in the console', async () => {
    render(<Carousel label="Highlights" items={banners} renderSlide={(b) => <p>{b}</p>} />);
    await waitForFailedLoad();
    expect(warn.mock.calls[0][0]).toContain('[carousel]');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Building tomorrow');
  });
});
