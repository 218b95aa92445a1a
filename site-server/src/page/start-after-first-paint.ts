import { toScriptJson } from './html-text';

/**
 * The inline script that starts a server-rendered page's code: once the page is parsed, has
 * painted, and its first-screen images (`fetchpriority="high"`) are in, so that no script competes
 * with them for the network or the main thread, and hydration never holds the first paint
 * (docs/decisions/0016). A tab nobody sees starts at once; a browser without paint timing starts at
 * `load`. Links and the disclaimer work before it runs: the page is readable without JavaScript.
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
  if (document.hidden) return start();
  var observer = window.PerformanceObserver;
  if (!observer || observer.supportedEntryTypes.indexOf("paint") < 0) return addEventListener("load", start);
  var images = [].filter.call(document.querySelectorAll("img[fetchpriority=high]"), function (image) { return !image.complete; });
  var waiting = images.length + 1;
  function settled() {
    if (--waiting === 0) requestAnimationFrame(function () { setTimeout(start); });
  }
  images.forEach(function (image) {
    image.addEventListener("load", settled);
    image.addEventListener("error", settled);
  });
  new observer(function (entries, painted) { painted.disconnect(); settled(); }).observe({ type: "paint", buffered: true });
});`;
