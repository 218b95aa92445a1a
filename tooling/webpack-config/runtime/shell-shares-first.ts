// Types only: a remote's entry uses the shell's runtime, and a value imported from it here would
// bring a second copy into every remote's entry (docs/decisions/0018).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The site's host: its build's federation name (shell/webpack.config.cjs). */
export const SHELL_CONTAINER = 'shell';

type Offer = { from: string };
type ShareScopeMap = Record<string, Record<string, Record<string, Offer>>>;

/**
 * `@group/shared` is the shell's: on a page the shell has started, every app takes each part of
 * the kit from the shell's offer, loaded yet or not, and an app whose required range that offer
 * does not meet is refused, as docs/decisions/0017 says. Without this, the runtime picks a
 * singleton's newest offer when none is loaded, and the shell loads the contract's schemas only
 * at its first read in the browser: a remote built against a newer major would run its own copy
 * of the contract (and the shell, reading after it, too) instead of being refused. Where no shell
 * offers the kit (a remote's own page, another site embedding the forms) the runtime decides.
 */
export function shellOffer(shareScopeMap: ShareScopeMap, scope: string, pkgName: string): [string, Offer] | undefined {
  if (pkgName !== '@group/shared' && !pkgName.startsWith('@group/shared/')) return undefined;
  return Object.entries(shareScopeMap[scope]?.[pkgName] ?? {}).find(([, offer]) => offer.from === SHELL_CONTAINER);
}

const parts = (version: string) => version.split(/[.+-]/, 3).map(Number);

/**
 * Whether `version` meets `range`, for the caret ranges the kit's builds require (`^2.1.0`);
 * undefined for any other form of range, which is left to the runtime.
 */
export function meetsCaret(version: string, range: string): boolean | undefined {
  const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!caret) return undefined;
  const [major, minor, patch] = caret.slice(1).map(Number);
  const [hasMajor, hasMinor, hasPatch] = parts(version);
  if (hasMajor !== major) return false;
  if (hasMinor !== minor) return hasMinor > minor;
  return hasPatch >= patch;
}

export default function shellSharesFirst(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-shell-shares-first',
    resolveShare(args) {
      const offer = shellOffer(args.shareScopeMap as unknown as ShareScopeMap, args.scope, args.pkgName);
      if (!offer) return args;
      const [version, shared] = offer;
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      const meets = typeof required === 'string' ? meetsCaret(version, required) : true;
      if (meets === undefined) return args;
      args.resolver = () => {
        if (!meets) {
          // The runtime's own wording, which the site's error handling recognises.
          const message = `Version ${version} from ${SHELL_CONTAINER} of shared singleton module ${args.pkgName} does not satisfy the requirement of ${from} which needs ${required}`;
          if (shareConfig?.strictVersion) throw new Error(message);
          console.warn(message);
        }
        return { shared, useTreesShaking: false } as unknown as ReturnType<typeof args.resolver>;
      };
      return args;
    },
  };
}
