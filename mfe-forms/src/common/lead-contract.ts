import type * as Contract from '@group/shared/contract';

/** The contract's lead schemas and the zod they are made of. */
export type LeadContract = typeof Contract;

let loading: Promise<LeadContract> | undefined;

/**
 * The contract, fetched when a visitor starts a form rather than with the page: the form shows
 * and takes input without it, and only checking what was entered needs it
 * (docs/decisions/0054-form-rules-fetched-when-a-form-starts.md). A failed fetch is tried again
 * at the next call.
 */
export function loadLeadContract(): Promise<LeadContract> {
  loading ??= import('@group/shared/contract').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
