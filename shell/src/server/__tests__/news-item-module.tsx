import { endpoints, newsItemSchema } from '@group/shared/contract';
import { defineEndpointQuery, HttpStatus, useQuery } from '@group/shared/data';
import type { RemoteRoutesModule } from '@group/shared/federation';

const itemQuery = (slug: string) =>
  defineEndpointQuery('news', endpoints.newsItem(slug), (path, { api, signal }) => api.lookUp(path, newsItemSchema, { signal }));

/** A news item's page as the news remote's is: its three states, each with the status it answers. */
function NewsItemPage({ slug }: { slug: string }) {
  const item = useQuery(itemQuery(slug));
  if (item.status === 'loading') return <p>Loading...</p>;
  if (item.status === 'error') {
    return (
      <>
        <HttpStatus code={503} />
        <p>The news item could not be loaded.</p>
      </>
    );
  }
  if (!item.data) {
    return (
      <>
        <HttpStatus code={404} />
        <p>News item not found</p>
      </>
    );
  }
  return <h1>{item.data.title}</h1>;
}

/** The news remote's routes module for the renderer's tests: the news item's page, and what it reads. */
export const newsItemModule = {
  routes: { newsDetail: { Component: NewsItemPage, queries: ({ slug }: { slug: string }) => [itemQuery(slug)] } },
  release: 'test',
} as unknown as RemoteRoutesModule<'news'>;
