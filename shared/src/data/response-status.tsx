import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** What a server render learns of its answer while it renders: the HTTP status. */
export type ResponseStatus = { readonly code: number; answer: (code: number) => void };

/** A render's status, 200 until a not-found (404) or unavailable (503) state says otherwise. */
export function createResponseStatus(): ResponseStatus {
  const status = {
    code: 200,
    answer: (code: number) => {
      status.code = code;
    },
  };
  return status;
}

const ResponseStatusContext = createContext<ResponseStatus | null>(null);

export type ResponseStatusProviderProps = { status: ResponseStatus; children: ReactNode };

export function ResponseStatusProvider({ status, children }: ResponseStatusProviderProps) {
  return <ResponseStatusContext.Provider value={status}>{children}</ResponseStatusContext.Provider>;
}

/**
 * Rendered by a state that is not the page: the server answers its page with this status, so
 * crawlers and link checkers see what a visitor sees. 404 for a not-found state (the API has no
 * such record); 503 for an unavailable one (what the page needed could not be read, ApiUnavailableError),
 * which the server sends with Retry-After: the page exists, come back later. Renders nothing; in
 * the browser it does nothing.
 */
export function HttpStatus({ code }: { code: number }) {
  const status = useContext(ResponseStatusContext);
  status?.answer(code);
  return null;
}
