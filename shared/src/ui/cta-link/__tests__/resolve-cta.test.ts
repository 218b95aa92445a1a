import { resolveCta } from '../resolve-cta';

describe('resolveCta', () => {
  it.each([
    ['https://example.com/about', 'https://example.com/about'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/A', 'HTTPS://Example.com/A'],
    ['www.example.com', 'https://www.example.com'],
    ['example.com/path/to?x=1', 'https://example.com/path/to?x=1'],
    ['sub.example.co.in', 'https://sub.example.co.in'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['example.org#team', 'https://example.org#team'],
    ['//cdn.example.com/file', 'https://cdn.example.com/file'],
    ['  www.example.com  ', 'https://www.example.com'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+911234567890', 'tel:+911234567890'],
  ])('%s is external: %s', (value, href) => {
    expect(resolveCta(value)).toEqual({ kind: 'external', href });
  });

  it.each([
    ['/our-company', '/our-company'],
    ['/news-centre#abc', '/news-centre#abc'],
    ['our-company', '/our-company'],
    ['business-venture/sports', '/business-venture/sports'],
    ['#section', '#section'],
    ['page.html', '/page.html'],
    ['brochure.pdf', '/brochure.pdf'],
    ['contact us', '/contact us'],
  ])('%s is internal: %s', (value, to) => {
    expect(resolveCta(value)).toEqual({ kind: 'internal', to });
  });

  it.each([[''], ['   '], [undefined], [null]])('an empty value (%p) is the home route', (value) => {
    expect(resolveCta(value)).toEqual({ kind: 'internal', to: '/' });
  });

  it.each([['javascript:alert(1)'], ['JavaScript:alert(1)'], ['data:text/html,<script>x</script>'], ['vbscript:msgbox']])(
    'never follows %s',
    (value) => {
      expect(resolveCta(value)).toEqual({ kind: 'internal', to: '/' });
    },
  );
});
