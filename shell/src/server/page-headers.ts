/** A page is an HTML document. */
export const HTML_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * How long a visitor's browser or a crawler is asked to wait before asking again for a page whose
 * content could not be read (503): about as long as the server keeps the API's answers, so the
 * next try reads the API again.
 */
export const RETRY_AFTER_SECONDS = 30;

/** The headers of a page answered with `status`: a 503 says when to come back (Retry-After). */
export const pageHeaders = (status: number): Record<string, string> =>
  status === 503 ? { ...HTML_HEADERS, 'Retry-After': String(RETRY_AFTER_SECONDS) } : { ...HTML_HEADERS };
