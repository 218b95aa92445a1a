import remoteErrorPlugin, { forgetOffersOf } from '../remote-error-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

const hookOf = () => remoteErrorPlugin().errorLoadRemote as unknown as ErrorHook;

describe('the remote error runtime plugin', () => {
  it('lets a remote that is down while shared modules are set up be skipped', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hookOf()({ id: 'mfe_news', error: new Error('Failed to fetch'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mfe_news is unavailable'));
  });

  it('logs a failed page load once, however many lifecycles it passes through, and lets it reach the boundary', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = hookOf();

    const manifestError = new Error('Failed to fetch');
    expect(hook({ id: 'http://localhost:3003/mf-manifest.json', error: manifestError, lifecycle: 'afterResolve' })).toBeUndefined();
    const loadError = new Error('Failed to get manifest. #RUNTIME-003');
    expect(hook({ id: 'mfe_news/routes', error: loadError, lifecycle: 'onLoad' })).toBeUndefined();

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[federation] mfe_news/routes failed to load: Failed to get manifest. #RUNTIME-003');
  });

  it('says once, and plainly, that a remote needs shared packages the site does not have', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = hookOf();
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module @group/shared/data does not satisfy the requirement of mfe_news which needs ^2.0.0)',
    );
    for (const lifecycle of ['beforeRequest', 'onLoad', 'onLoad']) hook({ id: 'mfe_news/routes', error: refusal, lifecycle });

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      `[federation] mfe_news/routes was built for shared packages this site does not provide, so it is not loaded: ${refusal.message}`,
    );
  });
});

describe('a refused remote’s shared modules', () => {
  const offer = (from: string, state: { loaded?: boolean } = {}) => ({ from, ...state });

  it('are forgotten, so the next remote that asks gets the shell’s copy and is not refused too', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shareScopeMap = {
      default: {
        '@group/shared/ui': { '1.1.0': offer('shell'), '2.0.0': offer('mfe_news') },
        '@group/shared/data': { '1.1.0': offer('shell', { loaded: true }), '2.0.0': offer('mfe_news') },
        react: { '19.2.0': offer('shell', { loaded: true }) },
      },
    };
    const refusal = new Error(
      'Version 1.1.0 from shell of shared singleton module @group/shared/data does not satisfy the requirement of mfe_news which needs ^2.0.0)',
    );
    const hook = remoteErrorPlugin().errorLoadRemote as unknown as (args: object) => unknown;
    hook({ id: 'mfe_news/routes', error: refusal, lifecycle: 'onLoad', origin: { shareScopeMap } });

    expect(Object.keys(shareScopeMap.default['@group/shared/ui'])).toEqual(['1.1.0']);
    expect(Object.keys(shareScopeMap.default['@group/shared/data'])).toEqual(['1.1.0']);
    expect(Object.keys(shareScopeMap.default.react)).toEqual(['19.2.0']);
  });

  it('stay when a remote failed for another reason, and a copy already in use is never taken away', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shareScopeMap = { default: { '@group/shared/ui': { '1.1.0': offer('mfe_news') } } };
    const hook = remoteErrorPlugin().errorLoadRemote as unknown as (args: object) => unknown;
    hook({ id: 'mfe_news/routes', error: new Error('Failed to fetch'), lifecycle: 'onLoad', origin: { shareScopeMap } });
    expect(Object.keys(shareScopeMap.default['@group/shared/ui'])).toEqual(['1.1.0']);

    const inUse = { default: { '@group/shared/ui': { '2.0.0': offer('mfe_news', { loaded: true }) } } };
    forgetOffersOf('mfe_news', inUse);
    expect(Object.keys(inUse.default['@group/shared/ui'])).toEqual(['2.0.0']);
  });
});
