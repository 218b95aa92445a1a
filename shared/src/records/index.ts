// What pages need of the contract to read and show records, without its schemas: where each is
// read, SPEC's display order, the media fallback and the records' types. A read names the schema
// it expects (`ReadSchemaName`); the API client validates with it, fetching the contract's
// schemas (zod) with its first read, so a page the server rendered whole downloads none of them
// (docs/decisions/0018-first-load-javascript.md). The contract (`@group/shared/contract`) is the
// same, with the schemas: for what validates in its own code (forms, content-api, tests). Taken
// from the contract's files rather than its entry, which would bring the schemas along.
export { endpoints, NEWS_PAGE_SIZE } from '../contract/endpoints';
export { compareByOrder, inDisplayOrder } from '../contract/display-order';
export type { Displayable } from '../contract/display-order';
export { firstMediaUrl } from '../contract/media';
export { careerFileFields, layoutTypes, linkTypes, MEDIA_MENTIONS } from '../contract/record-kinds';
export type * from '../contract';
