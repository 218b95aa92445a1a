import { currentToastStore } from '../store';

/**
 * Queues an error toast. When the backend is down every call of a page fails at once; one toast
 * with the same text already waiting is enough, so duplicates are not queued.
 */
export function notifyError(message: string): void {
  const { toasts, pushToast } = currentToastStore().getState();
  if (toasts.some((toast) => toast.kind === 'error' && toast.message === message)) return;
  pushToast({ kind: 'error', message });
}
