import { httpReply, mockFetch, networkError } from '../mock-fetch';
import { testRuntime } from '../test-runtime';

const base = () => testRuntime().config.apiBaseUrl;

describe('mockFetch', () => {
  it('answers a body with HTTP 200 JSON', async () => {
    mockFetch({ '/globals': { status: 200, data: [] } });
    const response = await fetch(`${base()}/globals`);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 200, data: [] });
  });

  it('answers a number with that HTTP status and an empty body', async () => {
    mockFetch({ '/globals': 503 });
    const response = await fetch(`${base()}/globals`);
    expect(response.status).toBe(503);
    await expect(response.text()).resolves.toBe('');
  });

  it('matches the method and, when the key has one, the query in any order', async () => {
    mockFetch({
      '/newscentre': httpReply(200, 'any'),
      '/newscentre?limit=3&category=c1&skip=0': httpReply(200, 'first page'),
      'POST /contact-leads': httpReply(201, 'posted'),
    });
    const read = async (path: string, init?: RequestInit) => (await fetch(`${base()}${path}`, init)).json();
    await expect(read('/newscentre?category=c1&skip=0&limit=3')).resolves.toBe('first page');
    await expect(read('/newscentre?category=c1&skip=3&limit=3')).resolves.toBe('any');
    await expect(read('/contact-leads', { method: 'POST', body: '{"a":1}' })).resolves.toBe('posted');
  });

  it('rejects like a network failure for networkError()', async () => {
    mockFetch({ '/globals': networkError('offline') });
    await expect(fetch(`${base()}/globals`)).rejects.toThrow('offline');
  });

  it('records an unhandled request and rejects it', async () => {
    const mock = mockFetch({});
    await expect(fetch(`${base()}/nowhere`)).rejects.toThrow('no route for GET /nowhere');
    expect(mock.unhandled.map((request) => request.path)).toEqual(['/nowhere']);
    // Cleared here only because this test is about recording it; otherwise the test would fail.
    mock.unhandled.length = 0;
  });

  it('passes the request to a handler', async () => {
    const mock = mockFetch({ 'POST /contact-leads': (request) => ({ status: 200, data: request.body }) });
    const response = await fetch(`${base()}/contact-leads`, { method: 'POST', body: JSON.stringify({ name: 'Asha' }) });
    await expect(response.json()).resolves.toEqual({ status: 200, data: { name: 'Asha' } });
    expect(mock.callsTo('/contact-leads')).toHaveLength(1);
  });
});
