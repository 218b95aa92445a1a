/** A line the server logged, as pino wrote it. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** What a server logged: one JSON object per line. */
export type CapturedLog = {
  /** For Fastify's `logger: { level, stream }`. */
  stream: { write(line: string): void };
  /** Every byte written, to look for what must not be there. */
  text(): string;
  lines(): LogLine[];
};

export function captureLog(): CapturedLog;
