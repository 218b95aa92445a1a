import { useMemo } from 'react';
import type { JSX } from 'react';
import { useSiteRuntime } from '../../runtime';

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

/** Renders a markup field. Every HTML string from the backend goes through here, never raw. */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const { sanitizeHtml } = useSiteRuntime();
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
