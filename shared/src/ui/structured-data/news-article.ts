import { presentText, presentTexts, withoutAbsent } from './present-values';
import { SCHEMA_ORG } from './schema-types';
import type { NewsArticleJsonLd, OrganizationReference } from './schema-types';

export type NewsArticleInput = {
  headline: string;
  /** Plain text. */
  description?: string;
  /** Absolute addresses, the one the page shows first. */
  images?: readonly string[];
  /** The item's date as the backend sends it; written as ISO 8601. */
  published?: string;
  /** The page's canonical address. */
  url: string;
  publisher: { name: string; url?: string; logo?: string };
  /** The news category. */
  section?: string;
};

/** ISO 8601 of a date, or nothing for one that cannot be read. */
const isoDate = (value: string | undefined): string | undefined => {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
};

/** A news item's page. What is missing is left out, never stated empty. */
export function newsArticleJsonLd({ headline, description, images = [], published, url, publisher, section }: NewsArticleInput): NewsArticleJsonLd {
  const image = presentTexts(images);
  return withoutAbsent<NewsArticleJsonLd>({
    '@context': SCHEMA_ORG,
    '@type': 'NewsArticle',
    headline,
    description: presentText(description),
    image: image.length > 0 ? image : undefined,
    datePublished: isoDate(published),
    mainEntityOfPage: url,
    publisher: withoutAbsent<OrganizationReference>({
      '@type': 'Organization',
      name: publisher.name,
      url: presentText(publisher.url),
      logo: presentText(publisher.logo),
    }),
    articleSection: presentText(section),
  });
}
