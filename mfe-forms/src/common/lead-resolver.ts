import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * react-hook-form's resolver for a contract schema. The contract's fields take `unknown` input
 * (content-api feeds it raw bodies); a form's typed values are one case of that input, which
 * TypeScript cannot see through the resolver's option types, hence the one cast here.
 */
export function leadResolver<Values extends Record<string, unknown>, S extends z.ZodMiniType>(schema: S): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
}
