import { loadConfig } from './config';
import { stopGracefully } from './graceful-stop';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createServer({ config, logger: { level: config.logLevel } });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    stopGracefully(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`content-api ready at ${config.publicUrl} (captcha: ${config.captchaMode})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
