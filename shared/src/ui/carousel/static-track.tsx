import { useId } from 'react';
import type { Key, ReactNode, Ref } from 'react';
import type { CarouselLayout } from './carousel-layout';
import { slideAttributes } from './slide-attributes';

export type StaticTrackProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  slidesPerView: number | 'auto';
  spaceBetween: number;
  breakpoints?: Record<number, CarouselLayout>;
  slideClassName?: string;
  /** The scrolling track (Swiper's wrapper): the arrows move it until Swiper is in. */
  trackRef?: Ref<HTMLDivElement>;
  onScroll?: () => void;
};

/** One layout's slide width and gap, as Swiper computes them, as CSS. */
const slideRule = ({ slidesPerView, spaceBetween }: Required<CarouselLayout>): string => {
  if (slidesPerView === 'auto') return `width:auto;margin-right:${spaceBetween}px`;
  const gaps = (Math.ceil(slidesPerView) - 1) * spaceBetween;
  return `width:calc((100% - ${gaps}px) / ${slidesPerView});margin-right:${spaceBetween}px`;
};

/**
 * The base layout and each breakpoint's (a minimum viewport width, as Swiper reads them) as media
 * queries on this track's slides: the server's markup is laid out right at every width.
 */
function layoutStylesheet(selector: string, base: Required<CarouselLayout>, breakpoints: Record<number, CarouselLayout> = {}): string {
  const slides = `${selector}>.swiper-wrapper>.swiper-slide`;
  let layout = base;
  const rules = [`${slides}{${slideRule(layout)}}`];
  for (const width of Object.keys(breakpoints).map(Number).sort((a, b) => a - b)) {
    layout = { ...layout, ...breakpoints[width] };
    rules.push(`@media (min-width:${width}px){${slides}{${slideRule(layout)}}}`);
  }
  return rules.join('');
}

/**
 * The carousel before Swiper's code has arrived, in Swiper's own markup and classes: every slide
 * is in the page (readers without JavaScript and crawlers get them all), laid out by the
 * stylesheet at every width, on a track that scrolls and snaps slide by slide. The slides in view
 * sit where Swiper will put them, so nothing moves when Swiper takes over; the others' images
 * load lazily as they scroll into view.
 */
export function StaticTrack<T>({ items, getKey, renderSlide, slidesPerView, spaceBetween, breakpoints, slideClassName, trackRef, onScroll }: StaticTrackProps<T>) {
  const id = useId();
  const slideClasses = ['swiper-slide', slideClassName].filter(Boolean).join(' ');
  return (
    <div className="swiper" data-carousel-static={id}>
      <style>{layoutStylesheet(`[data-carousel-static="${id}"]`, { slidesPerView, spaceBetween }, breakpoints)}</style>
      <div ref={trackRef} className="swiper-wrapper" onScroll={onScroll}>
        {items.map((item, index) => (
          <div key={getKey(item, index)} className={slideClasses} {...slideAttributes(index, items.length, false)}>
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
