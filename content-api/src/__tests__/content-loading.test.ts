import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentError, displayPath } from '../content/content-error';
import { loadContent } from '../content/load-content';
import { packageRoot } from '../package-root';
import { loadConfig } from '../config';
import { createServer } from '../server';
import { createTestEnvironment, fixtureContentDir } from './support/test-server';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'content-api-content-'));
  await cp(fixtureContentDir, dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

// Content files are edited as loose JSON on purpose: the point is to write what the contract refuses.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function edit(file: string, change: (value: Json) => unknown) {
  const full = path.join(dir, file);
  const value = JSON.parse(await readFile(full, 'utf8'));
  await writeFile(full, JSON.stringify(change(value) ?? value));
}

const problemsOf = async () => {
  try {
    await loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error('the content loaded');
};

describe('loading content files', () => {
  it('loads the fixtures, with contract defaults filled in', async () => {
    const content = await loadContent(dir);
    expect(content.newsItems).toHaveLength(7);
    expect(content.homeStats[0].alt_tag).toBe('stat');
    expect(content.ventureCategories[0].sections[0].layout_type).toBe('title_desc');
  });

  it('names the file and the field path of a must-have field the contract refuses', async () => {
    await edit('news-items.json', (items) => {
      items[3].slug = ' ';
    });
    const [problem] = await problemsOf();
    expect(problem).toBe(`${dir}/news-items.json: [3].slug: required text is empty`);
  });

  it('accepts empty media, string numbers, nulls and unknown keys in optional fields', async () => {
    await edit('news-items.json', (items) => {
      Object.assign(items[3], { inner_page_image: { url: '' }, image: {}, order: '2', alt_tag: null, link_type: 'podcast', note: 'x' });
    });
    const content = await loadContent(dir);
    expect(content.newsItems[3]).toMatchObject({ order: 2, link_type: 'none', image: undefined, inner_page_image: undefined });
  });

  it('names nested fields and record keys', async () => {
    await edit('venture-banners.json', (banners) => {
      delete banners[1].category.slug;
    });
    await edit('page-meta.json', (meta) => {
      meta.Sports.meta_title = { text: 'Sports' };
    });
    const problems = await problemsOf();
    expect(problems).toEqual([
      `${dir}/page-meta.json: Sports.meta_title: required text is missing`,
      `${dir}/venture-banners.json: [1].category.slug: required slug is missing`,
    ]);
  });

  it('reports a missing file and a file that is not JSON', async () => {
    await rm(path.join(dir, 'globals.json'));
    await writeFile(path.join(dir, 'careers-content.json'), '{"title": ');
    const problems = await problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(/careers-content\.json: not valid JSON/),
      `${dir}/globals.json: file is missing`,
    ]);
  });

  it('refuses references between files that lead nowhere, and duplicate keys', async () => {
    await edit('news-items.json', (items) => {
      items[6].category.name = 'Gossip';
      items[1].slug = items[0].slug;
    });
    await edit('page-meta.json', (meta) => {
      delete meta.Hospitality;
    });
    const problems = await problemsOf();
    expect(problems).toEqual(
      expect.arrayContaining([
        `${dir}/news-items.json: [1].slug: Duplicate slug "press-third"`,
        `${dir}/news-items.json: [6].category.name: Unknown news category "Gossip"`,
        `${dir}/page-meta.json: Hospitality: Missing page meta for "Hospitality"`,
      ]),
    );
  });

  it('shows paths inside the package relative to it', () => {
    expect(displayPath(path.join(packageRoot, 'demo', 'content', 'news-items.json'))).toBe('demo/content/news-items.json');
  });

  it('stops the server start before the database is touched', async () => {
    await edit('home-banners.json', (banners) => {
      delete banners[0].title;
    });
    const dataDir = path.join(dir, 'data');
    const config = { ...loadConfig({}), contentDir: dir, dataDir };
    await expect(createServer({ config })).rejects.toThrow(
      `${dir}/home-banners.json: [0].title: required text is missing`,
    );
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('the demo content shipped in demo/content', () => {
  it('passes the contract and the checks between files', async () => {
    const content = await loadContent(path.join(packageRoot, 'demo', 'content'));
    expect(content.ventureCategories.length).toBeGreaterThan(0);
    expect(content.newsItems.length).toBeGreaterThan(0);
  });

  it('is served as written, empty media and string orders included, and sorted by the numbers they read as', async () => {
    const demoDir = path.join(packageRoot, 'demo', 'content');
    const written: Json[] = JSON.parse(await readFile(path.join(demoDir, 'news-items.json'), 'utf8'));
    const env = await createTestEnvironment({ contentDir: demoDir });
    try {
      const app = await env.start();
      const emptyImage = written.find((item) => item.inner_page_image?.url === '');
      const detail = (await app.inject({ method: 'GET', url: `/newscentre/${emptyImage.slug}` })).json();
      expect(detail.data).toEqual(emptyImage);
      const { data } = (await app.inject({ method: 'GET', url: '/newscentre/initial' })).json();
      const mediaMentions: Json[] = data['Media Mentions'].news;
      expect(mediaMentions.map((item) => item.order).slice(0, 2)).toEqual([1, '2']);
      expect(mediaMentions[1]).toEqual(written.find((item) => item.order === '2'));
    } finally {
      await env.cleanup();
    }
    // Starting a database takes a while on a busy machine.
  }, 60_000);
});
