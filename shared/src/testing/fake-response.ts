/** jsdom has no fetch or Response; this is the part of Response the API client reads. */
export function fakeResponse(status: number, text: string): Response {
  const response = {
    ok: status >= 200 && status <= 299,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    clone: () => fakeResponse(status, text),
  };
  return response as unknown as Response;
}
