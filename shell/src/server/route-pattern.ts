/** The matched route's path pattern (`/news-centre/:slug`), as a request log names a page: never the address itself. */
export function routePatternOf(matches: readonly { route: { path?: string } }[] | null | undefined): string | null {
  if (!matches || matches.length === 0) return null;
  const parts = matches.flatMap(({ route }) => (route.path ? route.path.split('/') : [])).filter(Boolean);
  return `/${parts.join('/')}`;
}
