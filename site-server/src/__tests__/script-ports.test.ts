// The scripts that start the site (pnpm start, serve, dev) read their ports in the sentence
// site-server's settings are refused in. They are run as an operator runs them: in a process of
// their own, from the repository's scripts/ folder.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const siteApps = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib/site-apps.mjs')).href;

/** What scripts/lib/site-apps.mjs's readPort makes of `env[variable]`: the port, or the error's message. */
function readPort(env: Record<string, string>, variable: string, fallback: number): number | string {
  const program = `
    const { readPort } = await import(${JSON.stringify(siteApps)});
    try { console.log(JSON.stringify(readPort(process.env, ${JSON.stringify(variable)}, ${fallback}))); }
    catch (error) { console.log(JSON.stringify(error.message)); }`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { env: { PATH: process.env.PATH ?? '', ...env } }).toString()) as number | string;
}

describe('a port the scripts read', () => {
  it('is the variable’s value, or the default when it is unset or blank', () => {
    expect(readPort({ PORT: '8080' }, 'PORT', 3000)).toBe(8080);
    expect(readPort({ PORT: ' ' }, 'PORT', 3000)).toBe(3000);
    expect(readPort({}, 'REMOTE_NEWS_PORT', 3003)).toBe(3003);
  });

  it.each(['0x10', '1e3', '-1', '0', '70000', 'http'])('is refused when written %s, naming the variable, the ports it takes and the value', (raw) => {
    expect(readPort({ API_PORT: raw }, 'API_PORT', 4000)).toBe(`API_PORT must be a port number from 1 to 65535, got "${raw}"`);
  });
});
