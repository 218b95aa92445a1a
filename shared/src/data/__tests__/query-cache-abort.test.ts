import { defineQuery, QueryCache } from '..';
import { testRuntime } from '../../testing';

/** A query whose load, like a fetch given its signal, waits until the signal is aborted and says so. */
const waitingForAbort = (key: string) =>
  defineQuery(
    key,
    ({ signal }) =>
      new Promise<string>((_resolve, reject) => {
        const stop = () => reject(new Error(`${key} stopped`));
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop);
      }),
  );

describe('a page view that is over', () => {
  it('stops the loads still on their way', async () => {
    const cache = new QueryCache(testRuntime().api);
    const answered = defineQuery('answered', async () => 'here');
    await cache.fetch(answered);
    const waiting = cache.fetch(waitingForAbort('news'));
    cache.abort();
    await expect(waiting).rejects.toThrow('news stopped');
    expect(cache.get('news')).toMatchObject({ status: 'error' });
    expect(cache.get('answered')).toEqual({ status: 'success', data: 'here' });
  });

  it('keeps what had settled when nothing was on its way', async () => {
    const cache = new QueryCache(testRuntime().api);
    let signal: AbortSignal | undefined;
    await cache.fetch(
      defineQuery('answered', async (context) => {
        signal = context.signal;
        return 'here';
      }),
    );
    cache.abort();
    expect(signal?.aborted).toBe(false);
    expect(cache.dehydrate()).toEqual({ answered: { data: 'here' } });
  });
});
