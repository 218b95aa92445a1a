import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** What a server render learns of its answer while it renders: the HTTP status. */
export type ResponseStatus = { readonly code: number; answer: (code: number) => void };

/** A render's status, 200 until a not-found state says otherwise. */
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
 * Rendered by a not-found state: the server answers its page with this status (404), so crawlers
 * and links checkers see what a visitor sees. Renders nothing; in the browser it does nothing.
 */
export function HttpStatus({ code }: { code: number }) {
  const status = useContext(ResponseStatusContext);
  status?.answer(code);
  return null;
}
