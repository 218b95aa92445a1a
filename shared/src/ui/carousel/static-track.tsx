import type { CSSProperties, Key, ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { currentLayout } from './carousel-layout';
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
};

const slideStyle = ({ slidesPerView, spaceBetween }: Required<CarouselLayout>): CSSProperties | undefined => {
  if (slidesPerView === 'auto') return spaceBetween ? { marginRight: spaceBetween } : undefined;
  const gaps = (Math.ceil(slidesPerView) - 1) * spaceBetween;
  return { width: `calc((100% - ${gaps}px) / ${slidesPerView})`, marginRight: spaceBetween || undefined };
};

/**
 * The carousel as it first appears, in Swiper's own markup and classes, before Swiper's code has
 * arrived: the slides in view sit where Swiper will put them, so their images are requested at
 * once (the home banner is the page's largest paint) and nothing moves when Swiper takes over.
 */
export function StaticTrack<T>({
  items,
  getKey,
  renderSlide,
  slidesPerView,
  spaceBetween,
  breakpoints,
  slideClassName,
}: StaticTrackProps<T>) {
  // The viewport is unknown on the server: it and the browser's hydration render the base
  // layout, and the breakpoints apply from the next render on.
  const hydrated = useHydrated();
  const layout = currentLayout({ slidesPerView, spaceBetween }, hydrated ? breakpoints : {});
  const style = slideStyle(layout);
  // Only the slides in view: the others' images would compete with the first one for bandwidth.
  const shown = layout.slidesPerView === 'auto' ? items : items.slice(0, Math.ceil(layout.slidesPerView));
  const slideClasses = ['swiper-slide', slideClassName].filter(Boolean).join(' ');
  return (
    <div className="swiper" data-carousel-static="">
      <div className="swiper-wrapper">
        {shown.map((item, index) => (
          <div key={getKey(item, index)} className={slideClasses} style={style} {...slideAttributes(index, items.length, false)}>
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
