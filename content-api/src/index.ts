import { loadConfig } from './config';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createServer({ config, logger: { level: config.logLevel } });
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`content-api ready at ${config.publicUrl} (captcha: ${config.captchaMode})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
