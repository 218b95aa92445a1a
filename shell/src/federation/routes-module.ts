import type { ComponentType } from 'react';
import type { PageQueries } from '@group/shared/federation';
import type { RemoteRoutesModule } from './remote-modules';

type EarlierRoutesModule = {
  pages: Record<string, ComponentType<Record<string, string>>>;
  queries?: Partial<Record<string, PageQueries<Record<string, string>>>>;
  release?: string;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A remote's `./routes` module as the shell reads it, or undefined when it is none. A remote
 * built against an earlier `@group/shared` 1.x exports `pages` and, optionally, `queries`
 * instead of route objects (docs/decisions/0017): its pages are read as routes with those.
 */
export function asRoutesModule(value: unknown): RemoteRoutesModule | undefined {
  if (!isObject(value)) return undefined;
  if (isObject(value.routes)) return value as RemoteRoutesModule;
  if (!isObject(value.pages)) return undefined;
  const { pages, queries = {}, release } = value as EarlierRoutesModule;
  const routes = Object.fromEntries(
    Object.entries(pages).map(([name, Component]) => [name, { Component, queries: queries[name] ?? (() => []) }]),
  );
  return { routes, release } as unknown as RemoteRoutesModule;
}
