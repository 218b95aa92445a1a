export { defineEndpointQuery, defineQuery, QueryCache } from './query-cache';
export type { DehydratedQueries, Query, QueryEntry, QueryLoadContext, SharedQueryResults } from './query-cache';
export { QueryCacheProvider, useQuery } from './use-query';
export type { QueryState, UseQueryResult } from './use-query';
export { createResponseStatus, HttpStatus, ResponseStatusProvider } from './response-status';
export type { ResponseStatus } from './response-status';
