import shellSharesFirst, { meetsCaret, shellOffer } from '@group/webpack-config/runtime/shell-shares-first';

type Resolver = () => { shared: { from: string } };
const resolve = (scope: object, pkgName: string, from: string, requiredVersion: string) => {
  const fallback: Resolver = () => ({ shared: { from: 'runtime' } });
  const args = { shareScopeMap: scope, scope: 'default', pkgName, shareInfo: { from, shareConfig: { requiredVersion, singleton: true, strictVersion: true } }, resolver: fallback };
  const hook = shellSharesFirst().resolveShare as unknown as (value: typeof args) => typeof args;
  return hook(args).resolver as Resolver;
};

const offers = {
  default: {
    '@group/shared/contract': { '2.1.0': { from: 'shell' }, '3.0.0': { from: 'mfe_news' } },
    'chart-lib': { '1.0.0': { from: 'mfe_news' } },
  },
};

describe('every app takes the kit from the shell’s offer', () => {
  it('finds the shell’s offer of a part of the kit, and nothing for other packages', () => {
    expect(shellOffer(offers, 'default', '@group/shared/contract')?.[0]).toBe('2.1.0');
    expect(shellOffer(offers, 'default', 'chart-lib')).toBeUndefined();
  });

  it('gives a remote the shell’s copy over its own newer one, when it meets the remote’s range', () => {
    expect(resolve(offers, '@group/shared/contract', 'mfe_news', '^2.0.0')().shared.from).toBe('shell');
    // The shell itself, reading its contract after a remote registered a newer one.
    expect(resolve(offers, '@group/shared/contract', 'shell', '^2.1.0')().shared.from).toBe('shell');
  });

  it('refuses a remote the shell’s copy does not suit, in the runtime’s words', () => {
    expect(resolve(offers, '@group/shared/contract', 'mfe_news', '^3.0.0')).toThrow(
      'Version 2.1.0 from shell of shared singleton module @group/shared/contract does not satisfy the requirement of mfe_news which needs ^3.0.0',
    );
  });

  it('leaves other packages, and a page without the shell, to the runtime', () => {
    expect(resolve(offers, 'chart-lib', 'mfe_news', '^1.0.0')().shared.from).toBe('runtime');
    const alone = { default: { '@group/shared/ui': { '2.1.0': { from: 'mfe_forms' } } } };
    expect(resolve(alone, '@group/shared/ui', 'mfe_forms', '^2.1.0')().shared.from).toBe('runtime');
  });

  it('reads caret ranges as semver does', () => {
    expect(meetsCaret('2.1.0', '^2.0.0')).toBe(true);
    expect(meetsCaret('2.0.5', '^2.1.0')).toBe(false);
    expect(meetsCaret('2.1.3', '^2.1.2')).toBe(true);
    expect(meetsCaret('3.0.0', '^2.1.0')).toBe(false);
    expect(meetsCaret('2.1.0', '>=2')).toBeUndefined();
  });
});
