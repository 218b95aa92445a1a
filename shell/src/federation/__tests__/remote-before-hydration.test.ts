import { defaultRuntimeConfig } from '@group/shared/config';
import { registerSiteRemotes } from '../browser-remotes';
import { REMOTE_NOTICE_TEXT, remoteBeforeHydration, retryDelayMs } from '../remote-before-hydration';
import { loadRemoteMock, remoteAnswers, resetFederationMocks } from './federation-runtime-mock';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('./federation-runtime-mock').runtimeMockFactory(),
);

const homeModule = { routes: { home: { Component: () => null, queries: () => [] } } };

/** The server's page as the browser has it before hydrating: its main region with the page in it. */
function serverPage(): HTMLElement {
  document.body.innerHTML = '<div id="root"><main id="main-content"><h1>Home</h1><a href="/gallery">Gallery</a></main></div>';
  return document.getElementById('main-content')!;
}

const notice = () => document.querySelector('[role="status"]');

/** Lets the pending loads and timers up to `ms` from now run. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  resetFederationMocks();
  registerSiteRemotes(defaultRuntimeConfig.remotes);
});

afterEach(() => jest.useRealTimers());

describe('remoteBeforeHydration', () => {
  it('resolves at once, saying nothing, when the remote loads', async () => {
    const main = serverPage();
    remoteAnswers.set('mfe_home/routes', homeModule);
    await expect(remoteBeforeHydration('home', main)).resolves.toBeUndefined();
    expect(notice()).toBeNull();
  });

  it('keeps the server page and says so while the remote is down, tries again in the background, and resolves with the page as it was once it comes', async () => {
    const main = serverPage();
    const before = main.outerHTML;
    let resolved = false;
    void remoteBeforeHydration('home', main).then(() => {
      resolved = true;
    });

    // The first try and its two retries (0.5 s, then 1 s apart) fail.
    await advance(1_600);
    expect(notice()?.textContent).toBe(REMOTE_NOTICE_TEXT);
    expect(main.firstElementChild).toBe(notice());
    expect(main.querySelector('h1')?.textContent).toBe('Home');
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);

    // Tried again after 2 s, then 4 s, in the background.
    await advance(2_000);
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    expect(resolved).toBe(false);

    remoteAnswers.set('mfe_home/routes', homeModule);
    await advance(4_000);
    expect(loadRemoteMock).toHaveBeenCalledTimes(5);
    expect(resolved).toBe(true);
    expect(notice()).toBeNull();
    expect(main.outerHTML).toBe(before);
  });

  it('tries again at once when the connection comes back', async () => {
    const main = serverPage();
    let resolved = false;
    void remoteBeforeHydration('home', main).then(() => {
      resolved = true;
    });
    await advance(1_600);
    expect(notice()).not.toBeNull();

    remoteAnswers.set('mfe_home/routes', homeModule);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(resolved).toBe(true);
    expect(notice()).toBeNull();
  });

  it('waits 2 s before the first retry in the background, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
