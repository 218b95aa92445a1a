/**
 * The value of a series in Prometheus' text format: `name` with exactly `labels` (in any order),
 * or undefined when the text has no such series.
 */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    const wanted = Object.entries(labels);
    if (Object.keys(found).length === wanted.length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
