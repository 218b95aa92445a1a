/** What a server logged, as pino wrote it: one JSON object per line. */
export interface CapturedLog {
  /** For Fastify's `logger: { stream }`. */
  stream: { write(line: string): void };
  /** Every byte written, for searching. */
  text(): string;
  lines(): Array<Record<string, unknown>>;
}

export function captureLog(): CapturedLog {
  let written = '';
  return {
    stream: {
      write(line: string) {
        written += line;
      },
    },
    text: () => written,
    lines: () =>
      written
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
