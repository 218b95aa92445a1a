import { signPreviewToken, verifyPreviewToken } from '../preview-token';

const SECRET = 'preview-secret-for-tests-0123456789abcdef';
const VECTOR = 'eyJyZW1vdGUiOiJuZXdzIiwicmVsZWFzZSI6Im5ld3MtMiIsImV4cCI6MjAwMDAwMDAwMH0.zmuXa2e_1djrJoGJSlsvesLHhbU6dWqY3IH_R_oY8Do';
const NOW = 1_900_000_000;

describe('preview tokens', () => {
  it('are made and read as the shared format’s test vector says', () => {
    expect(signPreviewToken(SECRET, { remote: 'news', release: 'news-2', exp: 2_000_000_000 })).toBe(VECTOR);
    expect(verifyPreviewToken(SECRET, VECTOR, NOW)).toEqual({ remote: 'news', release: 'news-2', exp: 2_000_000_000 });
  });

  it('grant nothing once expired', () => {
    expect(verifyPreviewToken(SECRET, VECTOR, 2_000_000_000)).toBeUndefined();
  });

  it('grant nothing when signed with another secret', () => {
    expect(verifyPreviewToken('another-secret-of-at-least-32-characters', VECTOR, NOW)).toBeUndefined();
  });

  it.each([
    ['a payload naming another release', () => VECTOR.replace(/^[^.]+/, Buffer.from(JSON.stringify({ remote: 'news', release: 'news-3', exp: 2_000_000_000 })).toString('base64url'))],
    ['a changed signature', () => `${VECTOR.slice(0, -1)}${VECTOR.endsWith('o') ? 'p' : 'o'}`],
    ['no signature', () => VECTOR.split('.')[0] ?? ''],
    ['a third part', () => `${VECTOR}.x`],
    ['garbage', () => 'not a token'],
  ])('grant nothing for %s', (_case, token) => {
    expect(verifyPreviewToken(SECRET, token(), NOW)).toBeUndefined();
  });

  it('grant nothing for a well-signed payload that names no remote of the site or a bad release name', () => {
    expect(verifyPreviewToken(SECRET, signPreviewToken(SECRET, { remote: 'shop' as never, release: 'shop-1', exp: 2_000_000_000 }), NOW)).toBeUndefined();
    expect(verifyPreviewToken(SECRET, signPreviewToken(SECRET, { remote: 'news', release: '../etc', exp: 2_000_000_000 }), NOW)).toBeUndefined();
  });
});
