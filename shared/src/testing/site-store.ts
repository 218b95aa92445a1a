import { siteStore } from '../store';
import type { ToastKind } from '../store';

/** Empties the shared store: no globals, no venture categories, no toasts. */
export function resetSiteStore(): void {
  siteStore.setState({ globals: null, ventureCategories: [], toasts: [] });
}

/** The texts of the toasts waiting in the store, optionally of one kind. */
export function toastMessages(kind?: ToastKind): string[] {
  return siteStore
    .getState()
    .toasts.filter((toast) => kind === undefined || toast.kind === kind)
    .map((toast) => toast.message);
}
