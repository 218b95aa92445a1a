import { STATIC_MARKUP_ATTRIBUTE } from '@group/shared/ui';

/** The router: whether it has a page at a path, and how it goes there. */
export type StaticLinkRouter = {
  hasPage: (pathname: string) => boolean;
  navigate: (to: string) => void;
};

/** A click the browser itself should handle: another tab or window, a download, a modifier key. */
const leftToBrowser = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (link.target !== '' && link.target !== '_self') ||
  link.hasAttribute('download');

/**
 * The links of markup a page keeps out of hydration (StaticMarkup) are plain ones: a click on one
 * goes through the site's router, as a click on the site's own links does, so the page changes in
 * place. Links to another site, to a file or to a place on the same page stay the browser's.
 * Listens on the document, after React's own handlers, which have the last word on the rest.
 */
export function followStaticLinks(router: StaticLinkRouter): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_MARKUP_ATTRIBUTE}]`) || leftToBrowser(event, link)) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin || !router.hasPage(url.pathname)) return;
    if (url.pathname === here.pathname && url.search === here.search && url.hash !== '') return;
    event.preventDefault();
    router.navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
