export { INTERNAL_SERVER_ERROR } from './messages';
export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions } from './api-client';
export type { RequestOptions } from './request-json';
export type { NewsList, NewsRecord } from './get-news';
export type { PostResult, PostFailure, PostFailureReason } from './post-data';
