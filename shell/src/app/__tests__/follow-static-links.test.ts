import { STATIC_MARKUP_ATTRIBUTE } from '@group/shared/ui';
import { followStaticLinks } from '../follow-static-links';

const PAGES = ['/', '/news-centre', '/our-company'];

/** A page with markup kept out of hydration beside markup React runs, and the router's calls. */
function setUp() {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = `
    <section ${STATIC_MARKUP_ATTRIBUTE}>
      <a href="/news-centre#5">Sports news</a>
      <a href="/our-company" target="_blank">Our company, new tab</a>
      <a href="https://example.com/">Elsewhere</a>
      <a href="/uploads/brochure.pdf">Brochure</a>
      <a href="#about">About, on this page</a>
      <a href="/our-company" download>Download</a>
    </section>
    <a href="/our-company">Outside</a>`;
  const navigate = jest.fn();
  const stop = followStaticLinks({ hasPage: (pathname) => PAGES.includes(pathname), navigate });
  return { navigate, stop };
}

/** Clicks a link by its text: whether the browser would still follow it itself. */
const click = (text: string, init: MouseEventInit = {}) => {
  const link = Array.from(document.querySelectorAll('a')).find((anchor) => anchor.textContent === text);
  if (!link) throw new Error(`no link ${text}`);
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
};

describe('followStaticLinks', () => {
  it('takes a click on a link to one of the site’s pages through the router', () => {
    const { navigate, stop } = setUp();
    expect(click('Sports news')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/news-centre#5');
    stop();
  });

  it('leaves the browser other tabs, other sites, files, places on the page and downloads', () => {
    const { navigate, stop } = setUp();
    expect(click('Our company, new tab')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(click('Brochure')).toBe(true);
    expect(click('About, on this page')).toBe(true);
    expect(click('Download')).toBe(true);
    expect(click('Sports news', { ctrlKey: true })).toBe(true);
    expect(click('Sports news', { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it('leaves links outside such markup to React', () => {
    const { navigate, stop } = setUp();
    expect(click('Outside')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when asked', () => {
    const { navigate, stop } = setUp();
    stop();
    expect(click('Sports news')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
