import { useEffect, useReducer, useState } from 'react';
import type { JSX } from 'react';
import { useSiteRuntime } from '../../runtime';
import { SERVER_MARKUP, useHydrating } from '../hooks/use-hydrating';

export type SafeHtmlTag = Extract<
  keyof JSX.IntrinsicElements,
  'div' | 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'section' | 'article' | 'li' | 'strong' | 'figcaption' | 'blockquote'
>;

export type SafeHtmlProps = {
  /** Markup from the backend. Empty or missing renders an empty element. */
  html: string | null | undefined;
  as?: SafeHtmlTag;
  className?: string;
  id?: string;
};

/**
 * Renders a markup field. Every HTML string from the backend goes through here, never raw: the
 * site runtime's sanitizer cleans it. A browser fetches DOMPurify only for markup the server did
 * not render and that has something to clean (docs/decisions/0018-first-load-javascript.md): an
 * element hydrating the server's markup keeps it as the server cleaned it, until the markup
 * changes; other markup shows once cleaned, the element empty until then.
 */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const { sanitizeHtml } = useSiteRuntime();
  const hydrating = useHydrating();
  const inBrowser = typeof window !== 'undefined';
  const cleanNow = sanitizeHtml.now(html);
  const [hydratedWith, setHydratedWith] = useState(() => (inBrowser && hydrating && cleanNow === undefined ? html : null));
  const keepsServerMarkup = hydratedWith !== null && hydratedWith === html;
  // Other markup than the server's: from here on, this element shows what the sanitizer makes of it.
  if (hydratedWith !== null && !keepsServerMarkup) setHydratedWith(null);
  const waiting = inBrowser && !keepsServerMarkup && cleanNow === undefined;
  const [, sanitizerArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    // If it cannot load, the element stays empty.
    sanitizeHtml.load().then(
      () => mounted && sanitizerArrived(),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [waiting, sanitizeHtml]);

  if (keepsServerMarkup) return <Tag id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
  // No children: React empties an element that showed other markup.
  if (waiting) return <Tag id={id} className={className} />;
  // On a server whose DOMPurify is not in yet, this suspends until it is.
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: cleanNow ?? sanitizeHtml(html) }} />;
}
