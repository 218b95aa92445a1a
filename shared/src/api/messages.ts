/** SPEC §8: the toast shown when the network or the server fails. */
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
