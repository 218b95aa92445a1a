import type { ToastKind } from '../store';
import { testRuntime } from './test-runtime';

/** Empties the test runtime's store: no globals, no venture categories, no toasts. */
export function resetSiteStore(): void {
  testRuntime().store.setState({ globals: null, ventureCategories: [], toasts: [] });
}

/** The texts of the toasts waiting in the test runtime's store, optionally of one kind. */
export function toastMessages(kind?: ToastKind): string[] {
  return testRuntime()
    .store.getState()
    .toasts.filter((toast) => kind === undefined || toast.kind === kind)
    .map((toast) => toast.message);
}
