import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { loadLeadContract } from './lead-contract';
import type { LeadContract } from './lead-contract';

/** The error a check gives when the form's rules could not be fetched: nothing was checked. */
const RULES_UNAVAILABLE = 'rules-unavailable';

/** The check failed before it started: the rules could not be fetched. */
export const rulesUnavailable = (errors: FieldErrors<FieldValues>) => errors.root?.type === RULES_UNAVAILABLE;

/**
 * react-hook-form's resolver for one of the contract's lead schemas, fetched with the first check
 * (loadLeadContract). The contract's fields take `unknown` input (content-api feeds it raw
 * bodies); a form's typed values are one case of that input, which TypeScript cannot see through
 * the resolver's option types, hence the casts here. When the schemas cannot be fetched the check
 * fails with a root error of RULES_UNAVAILABLE and leaves every field as it was.
 */
export function leadResolver<Values extends Record<string, unknown>, S extends z.ZodMiniType>(
  pick: (contract: LeadContract) => S,
): Resolver<Values, unknown, z.output<S>> {
  return async (values, context, options) => {
    const contract = await loadLeadContract().catch(() => undefined);
    if (!contract) return { values: {}, errors: { root: { type: RULES_UNAVAILABLE, message: '' } } } as never;
    const resolve = zodResolver(pick(contract) as never) as unknown as Resolver<Values, unknown, z.output<S>>;
    return resolve(values, context, options);
  };
}
