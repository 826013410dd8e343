import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './lib/startup-error';

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
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `端口 ${config.port} 已被占用：请停止占用它的程序，或用 PORT 换一个端口`,
        `port ${config.port} is in use: stop the program using it, or choose another with PORT`,
      );
    }
    throw err;
  }
  app.log.info(`sixmark is serving ${config.tls ? 'https' : 'http'}://localhost:${config.port}${config.tls ? ' (HTTP/2 and HTTP/1.1)' : ''}`);
}

main().catch((err: unknown) => {
  // A cause the operator can fix is one line (plus PostgreSQL's own words when it has some);
  // anything else is a bug and keeps its stack.
  if (err instanceof StartupError) {
    console.error(`sixmark 无法启动 / cannot start: ${err.message}`);
    if (err.detail) console.error(err.detail.replace(/^/gm, '  '));
  } else {
    console.error('sixmark 无法启动 / cannot start:', err);
  }
  process.exit(1);
});
