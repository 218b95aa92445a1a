export { INTERNAL_SERVER_ERROR } from './messages';
export { setApiFetch } from './request-json';
export type { RequestOptions } from './request-json';
export { getData } from './get-data';
export { getList, getFirst } from './get-list';
export { getNewsList, getRecord } from './get-news';
export type { NewsList, NewsRecord } from './get-news';
export { postData } from './post-data';
export type { PostResult, PostFailure, PostFailureReason } from './post-data';
