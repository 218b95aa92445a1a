import { createHtmlSanitizer } from '@group/shared/runtime';
import { escapeHtml, markupToText, plainNewsMarkup } from '../components/news-markup';

/** The site runtime's sanitizer, here on the test's window. */
const sanitizeHtml = createHtmlSanitizer(window);

describe('news markup', () => {
  it('unwraps bold, keeps its text and the other markup, and drops the backend styles', () => {
    expect(plainNewsMarkup('<p style="color:red" align="center">A <b>bold</b> and <strong>strong <em>word</em></strong>, <a href="https://x.example.com">link</a></p>', sanitizeHtml)).toBe(
      '<p>A bold and strong <em>word</em>, <a href="https://x.example.com">link</a></p>',
    );
  });

  it('sanitizes before restyling', () => {
    expect(plainNewsMarkup('<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a></p>', sanitizeHtml)).toBe('<p>Hi<a>x</a></p>');
  });

  it('is empty for an empty description', () => {
    expect(plainNewsMarkup('  ', sanitizeHtml)).toBe('');
    expect(markupToText('', sanitizeHtml)).toBe('');
  });

  it('turns markup into head text, cut at a word with an ellipsis', () => {
    const long = `<p>${'word '.repeat(50)}</p><p>tail</p>`;
    const text = markupToText(long, sanitizeHtml);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^word word .*word…$/);
    expect(markupToText('<h2>Title</h2><ul><li>one</li><li>two</li></ul>', sanitizeHtml)).toBe('Title one two');
  });

  it('needs no DOMParser, which a server render does not have', () => {
    // The sanitizer works in the window it was given (a server hands it jsdom's); set up before the parser goes.
    sanitizeHtml('<p>ready</p>');
    const parser = jest.spyOn(window, 'DOMParser').mockImplementation(() => {
      throw new Error('DOMParser is browser-only');
    });
    expect(plainNewsMarkup('<p class="MsoNormal" title="a &quot;b&quot; <b>c</b>">A <b>bold</b> word</p>', sanitizeHtml)).toBe(
      '<p title="a &quot;b&quot; <b>c</b>">A bold word</p>',
    );
    expect(markupToText('<p>Fish &amp; chips</p><p>1 &lt; 2</p>', sanitizeHtml)).toBe('Fish & chips 1 < 2');
    expect(parser).not.toHaveBeenCalled();
  });

  it('escapes text meant to be shown as it is', () => {
    expect(escapeHtml('Hotels & Resorts <new>')).toBe('Hotels &amp; Resorts &lt;new&gt;');
  });
});
