export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions } from './api-client';
export { INTERNAL_SERVER_ERROR } from './get-data';
export type { NewsList, NewsRecord } from './get-data';
export type { RequestOptions } from './request-json';
export type { PostResult, PostFailure, PostFailureReason } from './post-data';
