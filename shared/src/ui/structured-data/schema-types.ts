/** The vocabulary every structured-data node of the site uses. */
export const SCHEMA_ORG = 'https://schema.org';

/** A node a page carries on its own, in one script element: it names its vocabulary. */
export type JsonLdNode = { '@context': typeof SCHEMA_ORG; '@type': string };

export type ContactPoint = {
  '@type': 'ContactPoint';
  contactType: string;
  email?: string;
  telephone?: string;
};

export type OrganizationJsonLd = JsonLdNode & {
  '@type': 'Organization';
  name: string;
  url: string;
  logo?: string;
  sameAs?: string[];
  contactPoint?: ContactPoint;
};

/** The organization as another node names it (a news article's publisher). */
export type OrganizationReference = {
  '@type': 'Organization';
  name: string;
  url?: string;
  logo?: string;
};

export type NewsArticleJsonLd = JsonLdNode & {
  '@type': 'NewsArticle';
  headline: string;
  description?: string;
  image?: string[];
  datePublished?: string;
  mainEntityOfPage: string;
  publisher: OrganizationReference;
  articleSection?: string;
};

export type ListItem = {
  '@type': 'ListItem';
  position: number;
  name: string;
  item?: string;
};

export type BreadcrumbListJsonLd = JsonLdNode & {
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
};
