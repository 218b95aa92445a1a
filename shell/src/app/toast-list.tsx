import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useSiteRuntime, useSiteStore } from '@group/shared/runtime';

/** SPEC §8: toasts appear top-right, close after 5 s, by click, by the close button or by dragging. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Shows the toasts queued in the site's store with react-toastify and takes them off the queue. */
export function ToastList() {
  const { store } = useSiteRuntime();
  const toasts = useSiteStore((state) => state.toasts);

  useEffect(() => {
    for (const queued of toasts) {
      toast(queued.message, { type: queued.kind, toastId: `site-toast-${queued.id}` });
      store.getState().removeToast(queued.id);
    }
  }, [store, toasts]);

  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      draggable
      closeButton
      pauseOnFocusLoss={false}
    />
  );
}
