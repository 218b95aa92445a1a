import { useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useSiteRuntime } from '../../runtime';
import { SERVER_MARKUP, useHydrating } from '../hooks/use-hydrating';

export type StaticMarkupTag = 'div' | 'section' | 'ul';

/** Marks an element whose markup is kept out of hydration: the shell's router follows its plain links. */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup';

export type StaticMarkupProps = HTMLAttributes<HTMLElement> & {
  as?: StaticMarkupTag;
  /**
   * The values the children are made of. The server's markup is kept while they are the ones it
   * was hydrated with; once one changes, the children render as usual.
   */
  deps: readonly unknown[];
  children: ReactNode;
};

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Markup with no behaviour of its own (text, headings, images, links), kept out of hydration: the
 * render that hydrates the server's page gives its element an empty inner HTML, which React leaves
 * as the server sent it, so none of the components inside run in the browser and none of its
 * elements cost hydration work (docs/decisions/0052). In a render the server had no part in (a page
 * reached in the browser), or once its `deps` change, the children render as usual. Its links are
 * plain ones while it keeps the server's markup; the shell's router follows them
 * (STATIC_MARKUP_ATTRIBUTE). Nothing inside may need script: no button, no state, no effect.
 */
export function StaticMarkup({ as: Tag = 'div', deps, children, ...attributes }: StaticMarkupProps) {
  const { hydration } = useSiteRuntime();
  const hydrating = useHydrating() && typeof window !== 'undefined' && !hydration.serverRender;
  const [hydratedWith, setHydratedWith] = useState(() => (hydrating ? deps : null));
  const keepsServerMarkup = hydratedWith !== null && sameValues(hydratedWith, deps);
  // Other content than the server's: from here on, the children render.
  if (hydratedWith !== null && !keepsServerMarkup) setHydratedWith(null);
  const marker = { [STATIC_MARKUP_ATTRIBUTE]: '' };
  if (keepsServerMarkup) {
    return <Tag {...attributes} {...marker} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  }
  return (
    <Tag {...attributes} {...marker}>
      {children}
    </Tag>
  );
}
