import { serializeJsonLd } from '../serialize-json-ld';

const hostile = {
  headline: 'A </script><script>alert(1)</script> story',
  comment: '<!-- not a comment --> & &amp; done',
  lines: 'one\u2028two\u2029three',
};

describe('serializeJsonLd', () => {
  it('writes no character that could end the script element or form markup in it', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026amp;');
    expect(text).toContain('one\\u2028two\\u2029three');
  });

  it('is JSON that reads back as the same value', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('leaves everything else as JSON.stringify writes it', () => {
    const plain = { '@context': 'https://schema.org', name: 'Meridian Group — “India”', position: 1 };
    expect(serializeJsonLd(plain)).toBe(JSON.stringify(plain));
  });
});
