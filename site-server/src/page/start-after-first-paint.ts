import { toScriptJson } from './html-text';

/**
 * The inline script that starts a server-rendered page's code: once the page is parsed, has
 * painted, and its first-screen images (`fetchpriority="high"`) are on screen, so that no script
 * competes with them for the network or the main thread, and hydration never holds the first
 * paint (docs/decisions/0016). On screen means the browser reported the image as a largest
 * contentful paint, which comes after the frame showing it: an image that has loaded may not be
 * shown yet, and a script started then would run before it. Where that report does not come, the
 * code starts anyway: at once when a banner fails or the visitor acts (the browser stops reporting
 * after a tap, a key or a scroll, and the visitor wants the page live), else 3 s after the page's
 * `load` (a banner outside the window, or smaller than a text painted before it). A tab nobody
 * sees starts at once; a browser without paint
 * timing starts at `load`, and one without largest-contentful-paint timing once the images have
 * loaded and the next frame is drawn. Links and the disclaimer work before it runs: the page is
 * readable without JavaScript.
 */
export const startAfterFirstPaint = (src: string): string => `addEventListener("DOMContentLoaded", function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.src = ${toScriptJson(src)};
    document.head.appendChild(script);
  }
  function soon() { setTimeout(start); }
  if (document.hidden) return start();
  var observer = window.PerformanceObserver;
  var types = (observer && observer.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) return addEventListener("load", start);
  var banners = [].slice.call(document.querySelectorAll("img[fetchpriority=high]"));
  if (banners.length && types.indexOf("largest-contentful-paint") >= 0) {
    banners.forEach(function (image) { image.addEventListener("error", start); });
    ["pointerdown", "keydown", "wheel", "scroll"].forEach(function (type) {
      addEventListener(type, start, { once: true, passive: true, capture: true });
    });
    addEventListener("load", function () { setTimeout(start, 3000); });
    return new observer(function (list, shown) {
      if (list.getEntries().some(function (entry) { return banners.indexOf(entry.element) >= 0; })) {
        shown.disconnect();
        soon();
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  }
  var images = banners.filter(function (image) { return !image.complete; });
  var waiting = images.length + 1;
  function settled() {
    if (--waiting === 0) requestAnimationFrame(soon);
  }
  images.forEach(function (image) {
    image.addEventListener("load", settled);
    image.addEventListener("error", settled);
  });
  new observer(function (entries, painted) { painted.disconnect(); settled(); }).observe({ type: "paint", buffered: true });
});`;
