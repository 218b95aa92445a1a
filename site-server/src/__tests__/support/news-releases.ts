import { plainRequest } from './plain-http';

/** The RELEASES_TOKEN of the servers these helpers ask. */
export const RELEASES_TOKEN = 'releases-token-for-the-tests-0123456789';

type Server = { port: number };

/** A page of the news remote for a visitor of `cohort`. */
export const newsPage = (server: Server, cohort: number) => plainRequest(server.port, '/news-centre', { headers: { cookie: `site_cohort=${cohort}` } });

/** The news release a visitor of `cohort` is sent (the stand-in shell names it). */
export const newsReleaseOf = async (server: Server, cohort: number) => String((await newsPage(server, cohort)).headers['x-news-release']);

/** The news remote's part of GET /_site/releases. */
export const newsStatus = async <T>(server: Server): Promise<T> =>
  (JSON.parse((await plainRequest(server.port, '/_site/releases', { headers: { authorization: `Bearer ${RELEASES_TOKEN}` } })).body) as { remotes: { news: T } }).remotes.news;

/** Reports a failed load of `release` of the news remote, as the browser does; resolves to the answer's status. */
export const reportNewsError = async (server: Server, release: string) =>
  (
    await plainRequest(server.port, '/_site/remote-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'news', release, kind: 'load', name: 'ChunkLoadError' }),
    })
  ).status;

/**
 * Asks `question` until `condition` holds of its answer, at most 200 times, 50 ms apart: the
 * primary hears of counts in batches, and servers read releases.json each second.
 */
export async function askUntil<T>(question: () => Promise<T>, condition: (answer: T) => boolean): Promise<T> {
  let answer = await question();
  for (let asked = 1; !condition(answer) && asked < 200; asked += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await question();
  }
  return answer;
}

/** The lines a server logged about canaries it aborted, from its standard output. */
export const abortLines = (server: { stdout: () => string }) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('a canary release was aborted'));
