type Json = Record<string, unknown>;

const MISSING = Symbol('missing');

/** The shapes backends send for an unset field (decision 0013). */
const EMPTY_SHAPES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['""', ''],
  ['{}', {}],
  ['{ url: "" }', { url: '' }],
  ['missing', MISSING],
];

/** The same value in a type the contract coerces: "3" for 3, "true" for true, 42 for text. */
const coercibleWrongType = (value: unknown): readonly [string, unknown] | undefined => {
  if (typeof value === 'number') return ['a numeric string', String(value)];
  if (typeof value === 'boolean') return ['a boolean string', String(value)];
  if (typeof value === 'string') return ['a number', 42];
  return undefined;
};

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field path of `record`: object keys, nested objects' keys and the first element of lists. */
const fieldPaths = (value: unknown, prefix: string[] = []): string[][] => {
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.length > 0
      ? [['0', value[0]]]
      : []
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
};

const withField = (record: Json, path: readonly string[], value: unknown): Json => {
  const copy = JSON.parse(JSON.stringify(record)) as Json;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (value === MISSING) delete parent[last];
  else parent[last] = value;
  return copy;
};

/** A required path, or one that holds a required path, may not be emptied. */
const holdsRequired = (path: readonly string[], required: readonly string[]): boolean => {
  const dotted = path.join('.');
  return required.some((field) => field === dotted || field.startsWith(`${dotted}.`));
};

export type FuzzCase = { label: string; record: Json };

/**
 * Copies of `record` where each optional field in turn is null, "", {}, { url: "" }, missing, and
 * of a coercible wrong type. `required` lists the dotted paths of the fields a display cannot do
 * without; `identify` gives each copy its own id, slug and title so a page can show them side by side.
 */
export function fuzzRecord(record: Json, required: readonly string[], identify: (record: Json, index: number) => Json = (r) => r): FuzzCase[] {
  const cases: Array<{ label: string; record: Json }> = [];
  for (const path of fieldPaths(record)) {
    if (holdsRequired(path, required)) continue;
    const current = path.reduce<unknown>((value, key) => (value as Json)[key], record);
    const wrongType = coercibleWrongType(current);
    for (const [shape, value] of [...EMPTY_SHAPES, ...(wrongType ? [wrongType] : [])]) {
      cases.push({ label: `${path.join('.')} ${shape}`, record: withField(record, path, value) });
    }
  }
  return cases.map((fuzzCase, index) => ({ ...fuzzCase, record: identify(fuzzCase.record, index) }));
}

/** Copies of `record` where one required field in turn is missing or empty: each must be dropped. */
export function withoutRequired(record: Json, required: readonly string[]): FuzzCase[] {
  return required.flatMap((field) => {
    const path = field.split('.');
    return [
      { label: `${field} missing`, record: withField(record, path, MISSING) },
      { label: `${field} ""`, record: withField(record, path, '') },
    ];
  });
}
