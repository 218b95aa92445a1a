import type { Envelope } from '../contract';

/** A backend answer as content-api sends it: `{ status: 200, data }`, in the contract's envelope. */
export const ok = <T>(data: T): Envelope<T> & { status: 200; data: T } => ({ status: 200, data });
