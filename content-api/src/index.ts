import { ConfigError, effectiveSettings, loadConfig } from './config';
import type { Config } from './config';
import { listenFailureMessage } from './config/listen-failure';
import { stopGracefully } from './graceful-stop';
import { failureForLog } from './http/failure-for-log';
import { createServer } from './server';

const CHECK_CONFIG = '--check-config';

/** The configuration, or undefined once every wrong setting has been printed. */
function readConfig(env: NodeJS.ProcessEnv): Config | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.problems.map((problem) => `  ${problem}\n`).join('');
    process.stderr.write(`content-api: not started, the configuration is wrong:\n${lines}`);
    return undefined;
  }
}

async function serve(config: Config): Promise<void> {
  const app = await createServer({ config, logger: { level: config.logLevel }, controlSocket: true });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    stopGracefully(app, { drainMs: config.stopDrainMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ failure: failureForLog(error) }, 'the stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenFailureMessage(error, config);
    if (!message) throw error;
    await app.close();
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  app.log.info(`content-api ready at ${config.publicUrl} (captcha: ${config.captchaMode})`);
}

/**
 * `content-api` serves; `content-api --check-config` prints the settings a start would use and
 * exits, opening nothing. Either way a wrong setting stops it with exit code 1.
 */
async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const unknown = args.filter((arg) => arg !== CHECK_CONFIG);
  if (unknown.length > 0) {
    process.stderr.write(`content-api: unknown argument ${unknown.map((arg) => `"${arg}"`).join(', ')} (the only one is ${CHECK_CONFIG})\n`);
    process.exitCode = 2;
    return;
  }
  const config = readConfig(env);
  if (!config) {
    process.exitCode = 1;
    return;
  }
  if (args.includes(CHECK_CONFIG)) {
    const mode = config.production ? 'with the production checks' : 'without the production checks (NODE_ENV is not production)';
    process.stdout.write(`# content-api configuration: valid, ${mode}\n${effectiveSettings(config, env).join('\n')}\n`);
    return;
  }
  await serve(config);
}

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  // No logger exists yet when the start fails this early (content, database).
  process.stderr.write(`content-api: not started: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
