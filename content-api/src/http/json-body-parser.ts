import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** The forms are flat; a few levels more leave room without letting a body exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

export const NESTED_TOO_DEEPLY = 'Request body is nested too deeply';

/** True when arrays and objects in `text` nest deeper than `max`; counts brackets outside strings. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed as Fastify parses them (prototype poisoning refused), once their nesting
 * is known to be shallow: a deeply nested value would overflow the stack of whatever walks it
 * later, answering 500 instead of 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError(400, NESTED_TOO_DEEPLY), undefined);
      return;
    }
    parse(request, text, done);
  });
}
