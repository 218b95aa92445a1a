import { mockFetch, httpReply, networkError, rawReply, resetSiteStore, toastMessages, testRuntime } from '../../testing';

/** The client of the test's runtime: its toasts go to the test's store. */
const api = () => testRuntime().api;

const lead = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', subject: 'Hi', message: 'Hello', recaptchaToken: 't' };

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => expect(toastMessages()).toEqual([]));

describe('postData', () => {
  it('sends a plain object as JSON and succeeds when the answer has data', async () => {
    const fetchMock = mockFetch({ 'POST /contact-leads': httpReply(201, { status: 201, data: { id: 'L1' } }) });
    await expect(api().postData('/contact-leads', lead)).resolves.toEqual({ ok: true, data: { id: 'L1' } });
    expect(fetchMock.calls[0]).toMatchObject({ method: 'POST', path: '/contact-leads', body: lead });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('sends FormData as it is (multipart)', async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    const fetchMock = mockFetch({ 'POST /career-leads': { status: 200, data: { id: 'C1' } } });
    await expect(api().postData('/career-leads', form)).resolves.toMatchObject({ ok: true });
    expect(fetchMock.calls[0].body).toBe(form);
  });

  it('is a failure when a status 200 answer has no data', async () => {
    mockFetch({ 'POST /contact-leads': { status: 200, message: 'ok' } });
    await expect(api().postData('/contact-leads', lead)).resolves.toEqual({ ok: false, reason: 'server', status: 200, message: 'ok', errors: undefined });
    expect(console.error).toHaveBeenCalled();
  });

  it('reports a rejection with its message and field errors', async () => {
    mockFetch({
      'POST /contact-leads': httpReply(400, {
        status: 400,
        message: 'Validation failed',
        errors: { phone: 'Mobile number must be 10-digits', email: ['Please enter a valid email address'] },
      }),
    });
    await expect(api().postData('/contact-leads', lead)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 400,
      message: 'Validation failed',
      errors: { phone: 'Mobile number must be 10-digits', email: 'Please enter a valid email address' },
    });
  });

  it('reports a rate limit as rejected', async () => {
    mockFetch({ 'POST /contact-leads': httpReply(429, { status: 429, message: 'Too many requests' }) });
    await expect(api().postData('/contact-leads', lead)).resolves.toMatchObject({ ok: false, reason: 'rejected', status: 429 });
  });

  it.each([
    ['HTTP 500 without a body', 500, 500],
    ['HTTP 502 with an HTML page', rawReply(502, '<html></html>'), 502],
    ['HTTP 200 with a body that is not JSON', rawReply(200, 'ok'), 200],
  ])('reports a server failure for %s', async (_case, reply, status) => {
    mockFetch({ 'POST /contact-leads': reply });
    await expect(api().postData('/contact-leads', lead)).resolves.toMatchObject({ ok: false, reason: 'server', status });
  });

  it('reports a network failure', async () => {
    mockFetch({ 'POST /contact-leads': networkError() });
    await expect(api().postData('/contact-leads', lead)).resolves.toEqual({ ok: false, reason: 'network' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/contact-leads'), expect.any(TypeError));
  });
});
