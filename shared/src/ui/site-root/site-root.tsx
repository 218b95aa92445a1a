import type { ReactNode } from 'react';
import '../tokens.css';

/** The class that carries the design tokens (see tokens.css). */
export const SITE_ROOT_CLASS = 'site-root';

export type SiteRootProps = {
  children: ReactNode;
  className?: string;
};

/** Wraps an app (or an embedded form) so the kit's tokens apply inside it and nowhere else. */
export function SiteRoot({ children, className }: SiteRootProps) {
  return <div className={className ? `${SITE_ROOT_CLASS} ${className}` : SITE_ROOT_CLASS}>{children}</div>;
}
