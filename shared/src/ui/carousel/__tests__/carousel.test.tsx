import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { mockMatchMedia, renderWithRuntime, setPageVisibility } from '@group/shared/testing';
import { Carousel } from '../carousel';
import { loadSwiperTrack } from '../load-swiper-track';

// The real Swiper runs; this only keeps a handle on each instance to read its autoplay state.
const mockInstances: SwiperInstance[] = [];
jest.mock('swiper/react', () => {
  const actual = jest.requireActual('swiper/react');
  const CapturingSwiper = forwardRef<unknown, ComponentProps<typeof actual.Swiper>>(function CapturingSwiper(props, ref) {
    return (
      <actual.Swiper
        {...props}
        ref={ref}
        onSwiper={(instance: SwiperInstance) => {
          mockInstances.push(instance);
          props.onSwiper?.(instance);
        }}
      />
    );
  });
  return { ...actual, Swiper: CapturingSwiper };
});

const swiper = () => mockInstances[mockInstances.length - 1];
const awards = ['Most Promising', 'Best Governance', 'Hurun', 'ET Ascent', 'NBT Awards'];

beforeEach(() => {
  mockInstances.length = 0;
});

/** Renders, then waits for Swiper (fetched when the first carousel mounts, in memory after). */
async function renderCarousel(ui: ReactElement) {
  const result = renderWithRuntime(ui);
  await waitFor(() => expect(mockInstances.length).toBeGreaterThan(0));
  return result;
}

describe('Carousel', () => {
  it('uses SPEC defaults: speed 300 ms and an autoplay delay of 3000 ms', async () => {
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay />);
    expect(swiper().params.speed).toBe(300);
    expect(swiper().params.autoplay).toMatchObject({ delay: 3000 });
    expect(swiper().autoplay.running).toBe(true);
  });

  it('takes its own delay and speed', async () => {
    await renderCarousel(<Carousel label="Banners" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay autoplayDelay={6000} speed={500} loop />);
    expect(swiper().params.autoplay).toMatchObject({ delay: 6000 });
    expect(swiper().params.speed).toBe(500);
    expect(swiper().params.loop).toBe(true);
  });

  it('does not autoplay unless asked', async () => {
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} />);
    expect(swiper().autoplay.running).toBe(false);
  });

  it('stops while the tab is hidden and resumes when it is visible again', async () => {
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay loop />);
    expect(swiper().autoplay.running).toBe(true);
    setPageVisibility('hidden');
    expect(swiper().autoplay.running).toBe(false);
    setPageVisibility('visible');
    expect(swiper().autoplay.running).toBe(true);
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    mockMatchMedia({ reducedMotion: true });
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay />);
    expect(swiper().autoplay.running).toBe(false);
  });

  it('stops when the visitor turns on reduced motion', async () => {
    const media = mockMatchMedia({ reducedMotion: false });
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay />);
    expect(swiper().autoplay.running).toBe(true);
    media.set({ reducedMotion: true });
    expect(swiper().autoplay.running).toBe(false);
  });

  it('keeps still while held, and autoplays once released', async () => {
    await loadSwiperTrack();
    const carousel = (held: boolean) => <Carousel label="Banners" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay loop held={held} />;
    const { rerender } = await renderCarousel(carousel(true));
    expect(swiper().autoplay.running).toBe(false);
    rerender(carousel(false));
    expect(swiper().autoplay.running).toBe(true);
  });

  it('gives an autoplaying slider a pause button after its arrows, and a play button that starts it again', async () => {
    await renderCarousel(<Carousel label="Highlights" items={awards} renderSlide={(a) => <p>{a}</p>} autoplay loop arrows />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Next slide',
      'Pause Highlights',
    ]);
    await userEvent.click(within(region).getByRole('button', { name: 'Pause Highlights' }));
    expect(swiper().autoplay.running).toBe(false);
    await userEvent.click(within(region).getByRole('button', { name: 'Play Highlights' }));
    expect(swiper().autoplay.running).toBe(true);
  });

  it('has no pause button when nothing moves on its own', async () => {
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} arrows />);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });

  it('reports the slide change with the index in items, from the arrows', async () => {
    const onSlideChange = jest.fn();
    await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={(a) => <p>{a}</p>} arrows onSlideChange={onSlideChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
  });

  it('labels the carousel and each slide', async () => {
    await renderCarousel(<Carousel label="Achievements" items={awards.slice(0, 2)} renderSlide={(a) => <p>{a}</p>} />);
    const region = screen.getByRole('region', { name: 'Achievements' });
    expect(within(region).getByRole('group', { name: '1 of 2' })).toHaveTextContent('Most Promising');
    expect(within(region).getByRole('group', { name: '2 of 2' })).toHaveTextContent('Best Governance');
  });

  it('in a looping slider, announces each slide once: the repeats the loop needs are hidden', async () => {
    const banners = ['Building tomorrow', 'Cleaner power'];
    const { container } = await renderCarousel(<Carousel label="Banners" items={banners} renderSlide={(b) => <p>{b}</p>} loop />);
    expect(container.querySelectorAll('.swiper-slide').length).toBeGreaterThan(banners.length);
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    for (const text of banners) {
      const copies = screen.getAllByText(text, { selector: 'p' }).slice(1);
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) expect(copy.closest('.swiper-slide')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('keeps the loop’s repeats out of the Tab order', async () => {
    const banners = ['Building tomorrow', 'Cleaner power'];
    await renderCarousel(<Carousel label="Banners" items={banners} renderSlide={(b) => <a href={`/${b}`}>{b}</a>} loop />);
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.swiper-slide a'));
    expect(links.length).toBeGreaterThan(banners.length);
    const reachable = links.filter((link) => !link.closest('[inert]'));
    expect(reachable.map((link) => link.textContent).sort()).toEqual([...banners].sort());
  });

  describe('with keyboard focus in a slide', () => {
    const renderSlide = (award: string) => <a href={`/awards/${award}`}>{award}</a>;

    it('brings the slide holding the focused link into view', async () => {
      await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={renderSlide} />);
      expect(swiper().activeIndex).toBe(0);
      act(() => screen.getByRole('link', { name: 'Hurun' }).focus());
      expect(swiper().activeIndex).toBe(2);
    });

    it('holds autoplay until focus leaves the slides', async () => {
      const user = userEvent.setup();
      await renderCarousel(<Carousel label="Achievements" items={awards} renderSlide={renderSlide} autoplay arrows />);
      expect(swiper().autoplay.running).toBe(true);
      act(() => screen.getByRole('link', { name: 'Most Promising' }).focus());
      await waitFor(() => expect(swiper().autoplay.running).toBe(false));

      await user.tab();
      expect(screen.getByRole('link', { name: 'Best Governance' })).toHaveFocus();
      expect(swiper().autoplay.running).toBe(false);

      act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
      await waitFor(() => expect(swiper().autoplay.running).toBe(true));
    });
  });

  describe('continuous mode', () => {
    const stats = ['06 sectors', '1M lives', '25 solar projects'];

    it('scrolls without a pause between slides at the given speed, looping', async () => {
      await renderCarousel(<Carousel label="Our numbers" items={stats} renderSlide={(s) => <p>{s}</p>} continuous speed={6000} slidesPerView={3} />);
      expect(swiper().params.autoplay).toMatchObject({ delay: 0 });
      expect(swiper().params.speed).toBe(6000);
      expect(swiper().params.loop).toBe(true);
      expect(swiper().autoplay.running).toBe(true);
    });

    it('repeats a short list for the loop and hides the copies from assistive technology', async () => {
      await renderCarousel(<Carousel label="Our numbers" items={stats} renderSlide={(s) => <p>{s}</p>} continuous slidesPerView={3} />);
      expect(screen.getAllByRole('group')).toHaveLength(3);
      expect(screen.getAllByText('06 sectors', { selector: 'p' }).length).toBeGreaterThan(1);
    });

    it('has a pause button that stops it, and a play button that starts it again', async () => {
      await renderCarousel(<Carousel label="Our numbers" items={stats} renderSlide={(s) => <p>{s}</p>} continuous />);
      await userEvent.click(screen.getByRole('button', { name: 'Pause Our numbers' }));
      expect(swiper().autoplay.running).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Play Our numbers' }));
      expect(swiper().autoplay.running).toBe(true);
    });

    it('starts paused under reduced motion, and plays when the visitor asks', async () => {
      mockMatchMedia({ reducedMotion: true });
      await renderCarousel(<Carousel label="Our numbers" items={stats} renderSlide={(s) => <p>{s}</p>} continuous />);
      expect(swiper().autoplay.running).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Play Our numbers' }));
      expect(swiper().autoplay.running).toBe(true);
    });

    it('stays paused by the visitor when the tab comes back', async () => {
      await renderCarousel(<Carousel label="Our numbers" items={stats} renderSlide={(s) => <p>{s}</p>} continuous />);
      await userEvent.click(screen.getByRole('button', { name: 'Pause Our numbers' }));
      setPageVisibility('hidden');
      setPageVisibility('visible');
      expect(swiper().autoplay.running).toBe(false);
    });
  });
});
