/** What a release may be called (the deploy command refuses any other name). */
export const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$/;
