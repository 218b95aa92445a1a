/** Text as structured data states it: trimmed, and absent rather than empty. */
export const presentText = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The texts that are there, trimmed, each once. */
export const presentTexts = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.map(presentText).filter((value): value is string => value !== undefined)),
];

/**
 * The node without its absent properties. JSON would leave them out anyway; without them the
 * builders' results read the same as what a crawler gets.
 */
export const withoutAbsent = <T extends object>(node: T): T =>
  Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T;
