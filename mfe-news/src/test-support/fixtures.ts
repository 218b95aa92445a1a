/** Wraps data the way the backend answers: `{ status: 200, data }`. */
export const ok = (data: unknown) => ({ status: 200, data });
