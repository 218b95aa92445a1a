import type { NewsCategory, NewsInitial, NewsItem } from '@group/shared/contract';
import type { Queryable } from '../db/database';
import type { Collection, ContentBundle } from './content-files';

type Body<C extends Collection> = ContentBundle[C] extends ReadonlyArray<infer Item> ? Item : ContentBundle[C];

export interface ListOptions {
  /** Leave out records whose status (or their category's status) is false. */
  visibleOnly?: boolean;
  /** Order by the record's order field, a missing order last; file order breaks ties. */
  byOrder?: boolean;
}

const ORDER_BY_ORDER = 'sort_order ASC NULLS LAST, position ASC';

/** Every read the GET routes make; filtering and ordering happen in SQL. */
export class ContentRepository {
  constructor(private readonly db: Queryable) {}

  async list<C extends Collection>(collection: C, options: ListOptions = {}): Promise<Array<Body<C>>> {
    const rows = await this.db.query<{ body: Body<C> }>(
      `SELECT body FROM content_documents WHERE collection = $1 ${options.visibleOnly ? 'AND visible' : ''}
       ORDER BY ${options.byOrder ? ORDER_BY_ORDER : 'position ASC'}`,
      [collection],
    );
    return rows.map((row) => row.body);
  }

  async byKey<C extends Collection>(collection: C, key: string): Promise<Body<C> | undefined> {
    const rows = await this.db.query<{ body: Body<C> }>(
      'SELECT body FROM content_documents WHERE collection = $1 AND doc_key = $2',
      [collection, key],
    );
    return rows[0]?.body;
  }

  /** Only visible records: a hidden news item or venture has no page either. */
  async bySlug<C extends 'newsItems' | 'ventureCategories'>(collection: C, slug: string): Promise<Body<C> | undefined> {
    const rows = await this.db.query<{ body: Body<C> }>(
      'SELECT body FROM content_documents WHERE collection = $1 AND slug = $2 AND visible ORDER BY position LIMIT 1',
      [collection, slug],
    );
    return rows[0]?.body;
  }

  async newsPage(categoryId: string, skip: number, limit: number): Promise<NewsItem[]> {
    const rows = await this.db.query<{ body: NewsItem }>(
      `SELECT body FROM content_documents
       WHERE collection = 'newsItems' AND visible AND group_key = $1
       ORDER BY ${ORDER_BY_ORDER} OFFSET $2 LIMIT $3`,
      [categoryId, skip, limit],
    );
    return rows.map((row) => row.body);
  }

  /** The first `perCategory` visible items of every category, and how many visible items each has. */
  async newsInitial(perCategory: number): Promise<NewsInitial> {
    const categories = await this.list('newsCategories');
    const rows = await this.db.query<{ group_key: string; body: NewsItem; total: number }>(
      `SELECT group_key, body, total FROM (
         SELECT group_key, body, position, sort_order,
                (count(*) OVER (PARTITION BY group_key))::int AS total,
                row_number() OVER (PARTITION BY group_key ORDER BY ${ORDER_BY_ORDER}) AS rank
         FROM content_documents
         WHERE collection = 'newsItems' AND visible AND group_key IS NOT NULL
       ) ranked
       WHERE rank <= $1
       ORDER BY group_key, rank`,
      [perCategory],
    );
    const initial: NewsInitial = {};
    for (const category of categories as NewsCategory[]) {
      const own = rows.filter((row) => row.group_key === category._id);
      initial[category.name] = { news: own.map((row) => row.body), totalCount: own[0]?.total ?? 0 };
    }
    return initial;
  }

  async newsCategoryExists(categoryId: string): Promise<boolean> {
    return (await this.byKey('newsCategories', categoryId)) !== undefined;
  }
}
