/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pollRemoteFiles } from '../poll-remote-files';

/** A remote's host serving one file with an ETag, answering 304 to a request that names it. */
async function startRemote() {
  const remote = { body: '{"release":"r1"}', etag: '"r1"', asked: [] as (string | undefined)[] };
  const server = http.createServer((request, response) => {
    const given = request.headers['if-none-match'];
    remote.asked.push(given);
    if (given === remote.etag) return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/json', etag: remote.etag }).end(remote.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases.json`;
  return { remote, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('pollRemoteFiles', () => {
  it('hands over a file only when it changed, asking with the ETag of the answer last taken', async () => {
    const { remote, url, close } = await startRemote();
    const seen: string[] = [];
    const poll = pollRemoteFiles({ urls: { news: url }, pollMs: 60_000, onAnswer: async (_name, response) => (seen.push(await response.text()), true) });
    try {
      await poll.checkNow();
      await poll.checkNow();
      remote.body = '{"release":"r2"}';
      remote.etag = '"r2"';
      await poll.checkNow();
      expect(seen).toEqual(['{"release":"r1"}', '{"release":"r2"}']);
      expect(remote.asked).toEqual([undefined, '"r1"', '"r1"']);
    } finally {
      poll.stop();
      await close();
    }
  });

  it('asks again without an ETag after an answer it did not take, or that failed to be read', async () => {
    const { remote, url, close } = await startRemote();
    const verdicts: (() => boolean)[] = [
      () => false,
      () => {
        throw new Error('unreadable');
      },
      () => true,
    ];
    let answers = 0;
    const poll = pollRemoteFiles({ urls: { news: url }, pollMs: 60_000, onAnswer: () => verdicts[answers++]!() });
    try {
      for (let round = 0; round < 4; round += 1) await poll.checkNow();
      expect(answers).toBe(3);
      expect(remote.asked).toEqual([undefined, undefined, undefined, '"r1"']);
    } finally {
      poll.stop();
      await close();
    }
  });

  it('leaves a remote whose host does not answer as it was', async () => {
    const { url, close } = await startRemote();
    await close();
    const onAnswer = jest.fn(() => true);
    const poll = pollRemoteFiles({ urls: { news: url }, pollMs: 60_000, onAnswer });
    try {
      await expect(poll.checkNow()).resolves.toBeUndefined();
      expect(onAnswer).not.toHaveBeenCalled();
    } finally {
      poll.stop();
    }
  });
});
