import { createHtmlSanitizer } from '..';
import { isPlainMarkup } from '../html-sanitizer';

/** As backends send them: counters' names, banner titles, descriptions. */
const PLAIN = [
  'Solar Projects <br>Delivered',
  'BUSINESS <br>VENTURES',
  '<p>Serving <strong>sports</strong> and <em>hospitality</em></p>\n<p>Since 1990</p>',
  '<ul>\n<li>One <b>bold</b></li>\n<li>Two</li>\n</ul>',
  '<p><span><sup>1</sup> <small>and</small> <mark>more</mark></span><br></p>',
  'Plain text, "quoted" — it\'s = fine / really',
];

const NOT_PLAIN = [
  '<p style="color:red">styled</p>',
  '<a href="https://example.com">link</a>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<P>upper case</P>',
  '<br/>',
  '<strong>unclosed',
  'stray</div>',
  '<b><i>crossed</b></i>',
  '<strong><p>a block in a phrase</p></strong>',
  '<p><ul><li>a list in a paragraph</li></ul></p>',
  '<li>an item outside a list</li>',
  'Fish &amp; chips',
  '1 < 2',
  'a\u00a0b',
  'line\r\nbreak',
];

describe('markup with nothing to clean', () => {
  const sanitize = createHtmlSanitizer(window);

  it('is what DOMPurify gives back unchanged', () => {
    for (const html of PLAIN) {
      expect(isPlainMarkup(html)).toBe(true);
      // Past the sanitizer's own shortcut: DOMPurify itself.
      expect(sanitize(`${html}<i hidden></i>`)).toBe(`${html}<i hidden=""></i>`);
    }
  });

  it('leaves anything with an attribute, an entity, a link or other nesting to DOMPurify', () => {
    for (const html of NOT_PLAIN) expect(isPlainMarkup(html)).toBe(false);
  });
});
