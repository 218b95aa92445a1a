/** The attribute naming a control whose click only the page's script can answer (a lightbox's). */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** A click on such a control made before the page was live, kept for the page's script. */
export type KeptClick = { id: string; event: Event };

declare global {
  interface Window {
    __keptClicks?: KeptClick[];
  }
}

/**
 * Written into the head of every page that comes with script, before anything else runs: until
 * the page is live, a click on a control marked EARLY_CLICK_ATTRIBUTE that React has not taken
 * over yet is kept (in window.__keptClicks), for the control to act on once it is hydrated
 * (useEarlyClick). A control React has hydrated (it carries React's fiber) gets its click from
 * React itself. docs/decisions/0026-remote-controls-without-script.md
 */
export const EARLY_CLICK_SCRIPT = `(function(){var k=window.__keptClicks=[];document.addEventListener('click',function(e){if(document.documentElement.dataset.live)return;var t=e.target instanceof Element?e.target.closest('[${EARLY_CLICK_ATTRIBUTE}]'):null;if(!t||Object.keys(t).some(function(n){return n.indexOf('__reactFiber$')===0}))return;k.push({id:t.getAttribute('${EARLY_CLICK_ATTRIBUTE}'),event:e});},true);})();`;
