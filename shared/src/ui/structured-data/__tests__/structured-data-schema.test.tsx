/**
 * The emitted JSON of each type read as a crawler reads it, against Google's structured-data
 * documentation (required and recommended properties) and schema.org's expected value types.
 */
import { renderToString } from 'react-dom/server';
import { breadcrumbListJsonLd } from '../breadcrumb-list';
import { JsonLd } from '../json-ld';
import type { JsonLdNode } from '../schema-types';
import { newsArticleJsonLd } from '../news-article';
import { organizationJsonLd } from '../organization';

type ValueType = 'Text' | 'URL' | 'DateTime' | 'Integer' | 'ContactPoint' | 'Organization' | 'ListItem';
type Property = { type: ValueType; list?: boolean };
type NodeSchema = {
  /** What Google requires, or what the type means nothing without. */
  required: string[];
  /** Google's recommended properties that the site has data for. */
  recommended: string[];
  properties: Record<string, Property>;
};

// schema.org allows ImageObject for logo and image, CreativeWork for mainEntityOfPage and Person
// for publisher; the site states each as the type named here.
const schemas: Record<'Organization' | 'ContactPoint' | 'NewsArticle' | 'BreadcrumbList' | 'ListItem', NodeSchema> = {
  Organization: {
    required: ['name'],
    recommended: ['url', 'logo', 'sameAs', 'contactPoint'],
    properties: {
      name: { type: 'Text' },
      url: { type: 'URL' },
      logo: { type: 'URL' },
      sameAs: { type: 'URL', list: true },
      contactPoint: { type: 'ContactPoint' },
    },
  },
  ContactPoint: {
    required: ['contactType'],
    recommended: ['email', 'telephone'],
    properties: { contactType: { type: 'Text' }, email: { type: 'Text' }, telephone: { type: 'Text' } },
  },
  // Google recommends author and dateModified too: the backend has neither.
  NewsArticle: {
    required: ['headline', 'mainEntityOfPage', 'publisher'],
    recommended: ['image', 'datePublished', 'description', 'articleSection'],
    properties: {
      headline: { type: 'Text' },
      description: { type: 'Text' },
      image: { type: 'URL', list: true },
      datePublished: { type: 'DateTime' },
      mainEntityOfPage: { type: 'URL' },
      publisher: { type: 'Organization' },
      articleSection: { type: 'Text' },
    },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    recommended: [],
    properties: { itemListElement: { type: 'ListItem', list: true } },
  },
  // Google: `item` on every ListItem but the last (checked with the list).
  ListItem: {
    required: ['position', 'name'],
    recommended: ['item'],
    properties: { position: { type: 'Integer' }, name: { type: 'Text' }, item: { type: 'URL' } },
  },
};

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) && /^https?:\/\/[^/]/.test(value);
  } catch {
    return false;
  }
};

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

type Node = Record<string, unknown>;

/** Every way `node` (of `type`) departs from its schema, as readable lines. */
function problemsOf(node: Node, type: keyof typeof schemas, at: string): string[] {
  const schema = schemas[type];
  const problems: string[] = [];
  if (node['@type'] !== type) problems.push(`${at}: @type is ${String(node['@type'])}, not ${type}`);
  for (const name of schema.required) if (!(name in node)) problems.push(`${at}: no ${name}`);
  for (const [name, value] of Object.entries(node)) {
    if (name === '@type' || name === '@context') continue;
    const property = schema.properties[name];
    if (!property) {
      problems.push(`${at}.${name}: not a property of ${type}`);
      continue;
    }
    if (property.list && (!Array.isArray(value) || value.length === 0)) {
      problems.push(`${at}.${name}: not a non-empty list`);
      continue;
    }
    const values: unknown[] = property.list ? (value as unknown[]) : [value];
    values.forEach((entry, index) => problems.push(...valueProblems(entry, property.type, property.list ? `${at}.${name}[${index}]` : `${at}.${name}`)));
  }
  return problems;
}

function valueProblems(value: unknown, type: ValueType, at: string): string[] {
  switch (type) {
    case 'Text':
      return isText(value) ? [] : [`${at}: not text`];
    case 'URL':
      return isAbsoluteUrl(value) ? [] : [`${at}: not an absolute URL`];
    case 'DateTime':
      return typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value)) ? [] : [`${at}: not an ISO 8601 date and time`];
    case 'Integer':
      return Number.isInteger(value) ? [] : [`${at}: not an integer`];
    default:
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? [...problemsOf(value as Node, type, at), ...('@context' in value ? [`${at}: a nested node names no @context`] : [])]
        : [`${at}: not a ${type}`];
  }
}

/** The node as a crawler reads it: the component's markup, its script's text parsed as JSON. */
function emitted(data: JsonLdNode): Node {
  const template = document.createElement('template');
  template.innerHTML = renderToString(<JsonLd data={data} />);
  const scripts = template.content.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? '') as Node;
}

/** A top-level node: schema.org's context, then its schema. */
function expectValid(node: Node, type: keyof typeof schemas) {
  expect(node['@context']).toBe('https://schema.org');
  expect(problemsOf(node, type, type)).toEqual([]);
}

const missingRecommended = (node: Node, type: keyof typeof schemas) => schemas[type].recommended.filter((name) => !(name in node));

const site = 'https://www.meridian.example';

describe('Organization, as emitted', () => {
  it('has every recommended property, each of its expected type', () => {
    const node = emitted(
      organizationJsonLd({
        name: 'Meridian Group',
        url: `${site}/`,
        logo: `${site}/logo.png`,
        sameAs: ['https://www.linkedin.com/company/meridian', 'https://www.instagram.com/meridian'],
        email: 'info@meridian.example',
        telephone: '+91 22 6150 2000',
      }),
    );
    expectValid(node, 'Organization');
    expect(missingRecommended(node, 'Organization')).toEqual([]);
    expect(missingRecommended(node.contactPoint as Node, 'ContactPoint')).toEqual([]);
  });

  it('stays valid with no global settings', () => {
    const node = emitted(organizationJsonLd({ name: 'Meridian Group', url: `${site}/`, email: '', telephone: '', sameAs: [] }));
    expectValid(node, 'Organization');
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('NewsArticle, as emitted', () => {
  it('has every recommended property the backend has data for, each of its expected type', () => {
    const node = emitted(
      newsArticleJsonLd({
        headline: 'Meridian commissions a </script> 150 MW solar park',
        description: 'Jodhpur, 14 January 2026: The park is live.',
        images: ['https://img.meridian.example/news/news-01-inner.jpg', 'https://img.meridian.example/news/news-01.jpg'],
        published: '2026-01-14T10:30:00.000Z',
        url: `${site}/news-centre/solar-park`,
        publisher: { name: 'Meridian Group', url: `${site}/`, logo: `${site}/logo.png` },
        section: 'Press Releases',
      }),
    );
    expectValid(node, 'NewsArticle');
    expect(missingRecommended(node, 'NewsArticle')).toEqual([]);
    expect(node.headline).toBe('Meridian commissions a </script> 150 MW solar park');
  });

  it('stays valid with only its title', () => {
    const node = emitted(
      newsArticleJsonLd({ headline: 'A story', url: `${site}/news-centre/a-story`, publisher: { name: 'Meridian Group' }, published: 'soon' }),
    );
    expectValid(node, 'NewsArticle');
  });
});

describe('BreadcrumbList, as emitted', () => {
  const trails = {
    'a venture (a target-less middle step)': [{ name: 'Home', url: `${site}/` }, { name: 'Business Ventures' }, { name: 'Sports' }],
    'a news item': [{ name: 'Home', url: `${site}/` }, { name: 'News Centre', url: `${site}/news-centre` }, { name: 'A story' }],
    'a section page': [{ name: 'Home', url: `${site}/` }, { name: 'Gallery' }],
  };

  it.each(Object.entries(trails))('is valid for %s: two or more items, positions 1..n, an address on all but the last', (_page, crumbs) => {
    const node = emitted(breadcrumbListJsonLd(crumbs));
    expectValid(node, 'BreadcrumbList');
    const items = node.itemListElement as Node[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
    expect(items.slice(0, -1).filter((item) => !('item' in item))).toEqual([]);
  });
});
