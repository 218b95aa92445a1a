import type { z } from 'zod';
import { siteServerVariables } from './site-server-variables';
import type { VariableDoc } from './setting-types';

export type VariableListing = VariableDoc & { name: string };

/**
 * Every environment variable site-server reads, in the schema's order: its name, its default,
 * one line on what it sets, and whether it is a secret. The README's configuration section is
 * checked against it.
 */
export const siteServerVariableList: readonly VariableListing[] = Object.entries(siteServerVariables(false).shape).map(([name, schema]) => {
  const doc = (schema as z.ZodType).meta() as VariableDoc;
  return { name, description: doc.description, default: doc.default, secret: doc.secret };
});
