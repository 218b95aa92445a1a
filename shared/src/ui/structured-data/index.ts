export { JsonLd } from './json-ld';
export type { JsonLdProps } from './json-ld';
export { organizationJsonLd } from './organization';
export type { OrganizationInput } from './organization';
export { newsArticleJsonLd } from './news-article';
export type { NewsArticleInput } from './news-article';
export { breadcrumbListJsonLd } from './breadcrumb-list';
export type { Crumb } from './breadcrumb-list';
export type {
  BreadcrumbListJsonLd,
  ContactPoint,
  JsonLdNode,
  ListItem,
  NewsArticleJsonLd,
  OrganizationJsonLd,
  OrganizationReference,
} from './schema-types';
