export { defineEndpointQuery, defineQuery } from './query';
export type { Query, QueryLoadContext } from './query';
export { QueryCache } from './query-cache';
export type { DehydratedQueries, QueryEntry, SharedQueryResults } from './query-cache';
export { QueryCacheProvider, useQuery } from './use-query';
export type { QueryState, UseQueryResult } from './use-query';
export { createResponseStatus, HttpStatus, ResponseStatusProvider } from './response-status';
export type { ResponseStatus } from './response-status';
