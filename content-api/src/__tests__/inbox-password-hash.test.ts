import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from '../inbox/password-hash';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('inbox passwords', () => {
  it('are stored as scrypt hashes with a random salt and OWASP’s minimum cost, never as themselves', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toContain('correct horse');
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true);
    expect(await verifyPassword('correct horse battery staple', second)).toBe(true);
  });

  it('refuse every other password, however close', async () => {
    const stored = await hashPassword('Monsoon-Ledger-42', CHEAP);
    expect(await verifyPassword('Monsoon-Ledger-42', stored)).toBe(true);
    for (const wrong of ['monsoon-ledger-42', 'Monsoon-Ledger-42 ', 'Monsoon-Ledger-4', '']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  it('read the cost from the hash, so a hash made at another cost still verifies', async () => {
    const stored = await hashPassword('Monsoon-Ledger-42', { N: 2 ** 12, r: 4, p: 2 });
    expect(stored.startsWith('scrypt$4096$4$2$')).toBe(true);
    expect(await verifyPassword('Monsoon-Ledger-42', stored)).toBe(true);
  });

  it('treat the same text typed in another Unicode form as the same password', async () => {
    const composed = 'Caf\u00e9-au-lait-2025';
    const decomposed = 'Cafe\u0301-au-lait-2025';
    expect(await verifyPassword(decomposed, await hashPassword(composed, CHEAP))).toBe(true);
  });

  it('do not verify against a damaged hash, or one whose cost would take minutes to compute', async () => {
    const stored = await hashPassword('Monsoon-Ledger-42', CHEAP);
    const parts = stored.split('$');
    const variants = [
      '',
      'plain-text-password',
      parts.slice(0, 5).join('$'),
      ['bcrypt', ...parts.slice(1)].join('$'),
      [parts[0], '1000', ...parts.slice(2)].join('$'),
      [parts[0], String(2 ** 24), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), parts[5].slice(0, 40)].join('$'),
    ];
    for (const damaged of variants) expect(await verifyPassword('Monsoon-Ledger-42', damaged)).toBe(false);
  });
});
