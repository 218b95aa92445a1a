import { createStore } from 'zustand';
import type { StoreApi } from 'zustand';
import type { GlobalSettings, VentureCategory } from './contract';

export type ToastKind = 'error' | 'success' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string };

/** What the layout shows of a venture category: the header's menu and the footer's links. */
export type VentureLink = Pick<VentureCategory, '_id' | 'title' | 'featured_title' | 'slug' | 'status' | 'order'>;

const toVentureLink = ({ _id, title, featured_title, slug, status, order }: VentureLink): VentureLink => ({
  _id,
  title,
  featured_title,
  slug,
  status,
  order,
});

export type SiteState = {
  globals: GlobalSettings | null;
  /** Only what the layout reads, so a page the server sends does not carry every venture's sections. */
  ventureCategories: VentureLink[];
  toasts: Toast[];
  setGlobals: (globals: GlobalSettings | null) => void;
  setVentureCategories: (categories: readonly VentureLink[]) => void;
  /** Remotes enqueue; the shell's toast host shows and removes. */
  pushToast: (toast: Omit<Toast, 'id'>) => void;
  removeToast: (id: number) => void;
};

let nextToastId = 1;

export const createSiteStore = (): SiteStore =>
  createStore<SiteState>()((set) => ({
    globals: null,
    ventureCategories: [],
    toasts: [],
    setGlobals: (globals) => set({ globals }),
    setVentureCategories: (categories) => set({ ventureCategories: categories.map(toVentureLink) }),
    pushToast: (toast) => set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextToastId++ }] })),
    removeToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  }));

/**
 * The site's state: one per site runtime in the browser (@group/shared/runtime), one per request
 * on the server, so no visitor's page sees another's.
 */
export type SiteStore = StoreApi<SiteState>;

/**
 * Queues an error toast (SPEC §8): the sink of the API client's failed reads. When the backend is
 * down every call of a page fails at once; one toast with the same text already waiting is
 * enough, so duplicates are not queued.
 */
export function queueErrorToast(store: SiteStore, message: string): void {
  const { toasts, pushToast } = store.getState();
  if (toasts.some((toast) => toast.kind === 'error' && toast.message === message)) return;
  pushToast({ kind: 'error', message });
}
