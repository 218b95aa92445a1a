import { serializeJsonLd } from './serialize-json-ld';
import type { JsonLdNode } from './schema-types';

export type JsonLdProps = { data: JsonLdNode };

/**
 * Structured data for crawlers, where it stands in the body: React leaves a script element that
 * is not an external async script in place, and crawlers read it anywhere in the page. The text is
 * given as HTML so React writes it unchanged (the serializer made it safe inside the element); the
 * same data gives the same string on the server and in the browser, so hydration finds nothing
 * to correct.
 */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
