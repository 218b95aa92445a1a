import { useApi } from '@group/shared/api';
import type { GlobalSettings } from '@group/shared/contract';
import { useSiteStore } from '@group/shared/store';
import { loadGlobalSettings } from '../api/load-global-settings';

export type GlobalSettingsState =
  | { status: 'loading'; globals?: undefined }
  | { status: 'ready'; globals: GlobalSettings }
  | { status: 'missing'; globals?: undefined };

const nothing = () => Promise.resolve(undefined);

/**
 * Global settings from the store the shell fills; when the store has none (this remote on its
 * own, or the shell's load still running or failed), fetched here. The store wins once it has them.
 */
export function useGlobalSettings(): GlobalSettingsState {
  const fromStore = useSiteStore((state) => state.globals);
  const needOwn = fromStore === null;
  const own = useApi(needOwn ? loadGlobalSettings : nothing, [needOwn]);
  if (fromStore) return { status: 'ready', globals: fromStore };
  if (own.status === 'loading') return { status: 'loading' };
  return own.data ? { status: 'ready', globals: own.data } : { status: 'missing' };
}
