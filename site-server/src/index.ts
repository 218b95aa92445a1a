// Serves the built shell on PORT (3000). Configuration comes from the environment at start.
import path from 'node:path';
import { createSiteServer } from './create-site-server';
import { readRenderBudget, readSiteConfig, readTrustProxy, readVariable } from './config/site-config';
import { listenSiteServer } from './listen';

/** dist/index.js sits in site-server/dist; the shell's build beside it, unless SHELL_DIST says otherwise. */
const DEFAULT_SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(readVariable(env, 'PORT') ?? 3000);
  const app = await createSiteServer({
    mode: 'shell',
    root: readVariable(env, 'SHELL_DIST') ?? DEFAULT_SHELL_DIST,
    config: readSiteConfig(env),
    trustProxy: readTrustProxy(env),
    renderBudgetMs: readRenderBudget(env),
    logger: { level: readVariable(env, 'LOG_LEVEL') ?? 'warn' },
  });
  // Requests in flight are answered; a connection that outlives that by 10 s is cut.
  const stop = () => {
    setTimeout(() => process.exit(0), 10_000).unref();
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await listenSiteServer(app, { port, host: readVariable(env, 'HOST') });
  console.log(`shell: http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
