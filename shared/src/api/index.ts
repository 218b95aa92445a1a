export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions } from './api-client';
export { ApiUnavailableError, isApiUnavailable } from './api-unavailable-error';
export { INTERNAL_SERVER_ERROR } from './request-json';
export type { NewsList, NewsRecord } from './get-data';
export type { RecordOf, RecordSchema } from './record-schema';
export type { ApiLog, RequestOptions } from './request-json';
export type { PostResult, PostFailure, PostFailureReason } from './post-data';
