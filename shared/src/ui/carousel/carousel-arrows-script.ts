import { stepStaticTrack } from './static-track-steps';

/** The attribute of a carousel's arrows: "prev" or "next". */
export const CAROUSEL_ARROW_ATTRIBUTE = 'data-carousel-arrow';
/** The attribute of a carousel's first view, the track that scrolls before Swiper is in. */
export const STATIC_TRACK_ATTRIBUTE = 'data-carousel-static';

/** Set on a click the page's head has answered already, so the arrow does not step twice. */
export const STEPPED_FLAG = '__carouselStepped';

/**
 * Written into the head of every page that comes with script: until React has taken an arrow
 * over, a click on it scrolls its carousel's first view by one slide (stepStaticTrack), so the
 * arrows work from the first paint. An arrow React has hydrated answers its own clicks; one
 * React hydrates to deliver this very click sees the flag and leaves it.
 * docs/decisions/0008-carousel-slides-in-the-page.md
 */
export const CAROUSEL_ARROWS_SCRIPT = `(function(){var step=${stepStaticTrack.toString()};document.addEventListener('click',function(e){var b=e.target instanceof Element?e.target.closest('[${CAROUSEL_ARROW_ATTRIBUTE}]'):null;if(!b||Object.keys(b).some(function(n){return n.indexOf('__reactFiber$')===0}))return;var r=b.closest('[aria-roledescription="carousel"]');var t=r&&r.querySelector('[${STATIC_TRACK_ATTRIBUTE}]');if(!t)return;e['${STEPPED_FLAG}']=true;step(t,b.getAttribute('${CAROUSEL_ARROW_ATTRIBUTE}')==='next'?1:-1);},true);})();`;
