import { waitFor } from '@testing-library/react';
import { forwardRef } from 'react';
import type { ComponentType, Ref } from 'react';

/** The part of a Swiper instance these tests read (swiper is the kit's dependency, not ours). */
export type CapturedSwiper = {
  el: HTMLElement;
  params: { speed?: number; loop?: boolean; slidesPerView?: number | 'auto'; autoplay?: unknown; breakpoints?: unknown };
  autoplay: { running: boolean };
};

type OnSwiper = (instance: CapturedSwiper) => void;
type SwiperProps = Record<string, unknown>;

/** Every Swiper instance created in the current test, newest last. */
export const swiperInstances: CapturedSwiper[] = [];

/**
 * Factory for `jest.mock('swiper/react', ...)`: the real Swiper runs, and each instance is kept
 * so a test can read what the page asked of it (autoplay delay, speed, loop, running).
 */
export function capturingSwiperReact() {
  const actual = jest.requireActual<{ Swiper: ComponentType<SwiperProps & { ref?: Ref<unknown> }> }>('swiper/react');
  const CapturingSwiper = forwardRef<unknown, SwiperProps>(function CapturingSwiper(props, ref) {
    const onSwiper = props.onSwiper as OnSwiper | undefined;
    return (
      <actual.Swiper
        {...props}
        ref={ref}
        onSwiper={(instance: CapturedSwiper) => {
          swiperInstances.push(instance);
          onSwiper?.(instance);
        }}
      />
    );
  });
  return { ...actual, Swiper: CapturingSwiper };
}

/** The newest instance whose root is inside `container`. */
function swiperIn(container: Element): CapturedSwiper {
  const found = [...swiperInstances].reverse().find((instance) => container.contains(instance.el));
  if (!found) throw new Error('No Swiper instance inside this element');
  return found;
}

/**
 * Waits for the Swiper instance inside `container`: the kit's Carousel shows its first view at
 * once and fetches Swiper when the first carousel mounts.
 */
export const findSwiperIn = (container: Element): Promise<CapturedSwiper> => waitFor(() => swiperIn(container));

beforeEach(() => {
  swiperInstances.length = 0;
});
