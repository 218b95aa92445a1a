import { createStore } from 'zustand';
import type { StoreApi } from 'zustand';
import type { GlobalSettings, VentureCategory } from '../contract';

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

export const createSiteStore = (): StoreApi<SiteState> =>
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
 * One store per copy of this package. The shell and the remotes share one copy through Module
 * Federation, so they share this store; a form embedded elsewhere brings its own copy and store.
 */
export const siteStore = createSiteStore();

export type SiteStore = StoreApi<SiteState>;

let toastStore: () => SiteStore = () => siteStore;

/** Where toasts go: the shared store, unless a server sends each request's toasts to its own. */
export const currentToastStore = (): SiteStore => toastStore();

export const routeToasts = (target: () => SiteStore): void => {
  toastStore = target;
};
