import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavLinkEntry } from './nav-model';

export type NavEntryLinkProps = {
  entry: NavLinkEntry;
  className?: string;
  activeClassName?: string;
  children?: ReactNode;
};

/** Renders a nav entry: a new-tab anchor when external, a router link (with active state) otherwise. */
export function NavEntryLink({ entry, className, activeClassName, children }: NavEntryLinkProps) {
  const content = children ?? entry.label;
  if (entry.external) {
    return (
      <a href={entry.to} className={className} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <NavLink
      to={entry.to}
      className={({ isActive }) => [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ')}
    >
      {content}
    </NavLink>
  );
}
