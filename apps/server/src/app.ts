import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { APP_VERSION, ErrorCode, msg } from '@sixmark/shared';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { loggerOptions } from './lib/logger';
import { migrate } from './db/migrate';
import { migrationsDir } from './paths';
import { systemPushNetwork, type PushNetwork } from './lib/push-network';
import { fail } from './lib/reply';
import { seedBase, seedDemo } from './db/seed';
import { backgroundJobs } from './jobs';
import { jobsAdminRoutes } from './jobs/jobs.admin.routes';
import { createJobRunner } from './jobs/runner';
import { createModules, registerModules } from './modules';
import { cspDirectives } from './lib/csp';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { EncryptState, encryptPlugin, rewriteEncrypted } from './plugins/encrypt';
import { errorsPlugin } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { staticJsonPlugin } from './plugins/static-json';
import { webPlugin } from './plugins/web';
import { FIRST_LOAD_HEADER, FIRST_LOAD_TOKEN } from './plugins/first-load';
import { busPrefix, createMemoryBus, createRedisBus, siteNamespace, type Bus } from './realtime/bus';

z.config(z.locales.zhCN());

const isOperatorRoute = (url: string) => url.startsWith('/app-api/admin/');

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  bus?: Bus;
  logger?: boolean | object;
  /**
   * The database was already migrated and seeded for this config, e.g. cloned from the test
   * suite's template: the start skips both (the seed's idempotent re-run costs seconds).
   */
  prepared?: boolean;
  /** Where Web Push requests go (tests inject one that never leaves the machine). */
  pushNetwork?: PushNetwork;
}

/**
 * Builds the whole server: external plugins (db, websocket, helmet, rate limit, docs), then
 * app plugins (errors, auth, static JSON), then module routes, then the web app.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Cached static JSON (config, open info) is answered before Fastify's routing: thousands of
  // clients poll it every few seconds and it is the same bytes for all of them.
  let fastServe: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
  // Encrypted transport (plugins/encrypt.ts): encrypted addresses map to the plain ones first.
  const encryptState = new EncryptState();
  const app = Fastify({
    serverFactory: (handler) => {
      const listener = (req: IncomingMessage, res: ServerResponse) => {
        rewriteEncrypted(encryptState, req);
        if (!fastServe(req, res)) handler(req, res);
      };
      if (!config.tls) return createServer(listener);
      // HTTPS with HTTP/2: every request of a page shares one connection (HTTP/1.1 gives six, and
      // a first load asks for 20-50 files). HTTP/1.1 stays for old clients and for WebSocket
      // upgrades. The compatibility API hands the listener request/response objects with the
      // same surface, so the fast path and Fastify work unchanged (app-tls.test.ts).
      const server = createSecureServer({ ...config.tls, allowHTTP1: true }, listener as unknown as Parameters<typeof createSecureServer>[1]);
      return server as unknown as ReturnType<typeof createServer>;
    },
    // Fastify handles the HTTP/2 compatibility objects when told (its types stay HTTP/1's).
    ...(config.tls ? ({ http2: true } as object) : {}),
    rewriteUrl: (req) => rewriteEncrypted(encryptState, req),
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A hop count as proxy-addr reads it (Fastify's types leave numbers out): the first n hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Slow clients must not pin the process; idle keep-alive sockets close on shutdown (default).
    requestTimeout: 30_000,
    // Errors the router raises before any handler (a path parameter over 100 characters, a
    // malformed %-escape) answer the envelope like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send(fail(ErrorCode.BAD_REQUEST, msg.badRequest));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config, app.log));
  const ownsDatabase = !options.database;
  // Namespaced by the database: every process of this site, and no other site on the Redis.
  const bus =
    options.bus ??
    (config.redisUrl ? await createRedisBus(config.redisUrl, busPrefix(config.databaseUrl)) : createMemoryBus());
  const ownsBus = !options.bus;

  app.decorate('config', config);
  app.decorate('pool', database.pool);
  app.decorate('bus', bus);

  const companyIds = new Map<string, number | null>();
  const companyIdOf = async (code: string | undefined): Promise<number | null> => {
    const key = code || config.companyCode;
    if (companyIds.has(key)) return companyIds.get(key) ?? null;
    const { rows } = await database.pool.query<{ id: number }>('SELECT id FROM companies WHERE code = $1', [key]);
    const id = rows[0]?.id ?? null;
    if (id !== null) companyIds.set(key, id);
    return id;
  };
  app.decorate('companyIdOf', companyIdOf);
  app.decorate('pushNetwork', options.pushNetwork ?? systemPushNetwork);
  app.decorate('companyId', async () => {
    const id = await companyIdOf(config.companyCode);
    if (id === null) throw new Error(`company ${config.companyCode} is missing`);
    return id;
  });

  if (!options.prepared)
    await migrate(database.pool, migrationsDir, () => (config.seedDemo ? seedDemo(app) : seedBase(app)));

  const redisForLimits = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  app.addHook('onClose', async () => {
    redisForLimits?.disconnect();
    if (ownsBus) await bus.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: cspDirectives(config.cspExtraOrigins) }, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The budget is for API calls; a page load also fetches dozens of hashed assets.
    // The server's own calls that put a page's first answers into its HTML (first-load.ts).
    allowList: (request) =>
      !/^\/(app-api|chat-api)\//.test(request.url) || request.headers[FIRST_LOAD_HEADER] === FIRST_LOAD_TOKEN,
    ...(redisForLimits ? { redis: redisForLimits, nameSpace: `sixmark-rl:${siteNamespace(config.databaseUrl)}:` } : {}),
  });
  if (config.corsOrigins.length > 0) {
    const cors = (await import('./plugins/cors')).corsPlugin;
    await app.register(cors, { origins: config.corsOrigins });
  }
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'sixmark API', version: APP_VERSION, description: '六合彩资讯与娱乐平台接口' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          ...(config.production ? {} : { admin: { type: 'apiKey' as const, in: 'header' as const, name: 'X-Admin-Token' } }),
        },
      },
    },
    // Operators' API is not advertised to the public in production (it still needs the token).
    transform: (args) =>
      config.production && isOperatorRoute(args.url) ? { schema: { hide: true }, url: args.url } : jsonSchemaTransform(args),
  });
  await app.register(swaggerUi, { routePrefix: '/app-api/docs', staticCSP: true });

  // Before compression: sealed answers are then compressed like any other.
  await app.register(encryptPlugin, { state: encryptState });
  await app.register(compressPlugin);
  await app.register(errorsPlugin);
  // Answers' msg in the player's language (x-lang / Accept-Language; docs/i18n.md).
  await app.register(i18nPlugin);
  await app.register(authPlugin);
  // With CORS on, cross-origin requests skip the fast path (the CORS hook adds their headers).
  await app.register(staticJsonPlugin, { cors: config.corsOrigins.length > 0 });
  fastServe = app.staticJson.fastServe;
  // Before the modules, which register their own jobs on it; stopped before the pool closes
  // (preClose), waiting for runs in progress. Without RUN_JOBS the schedule stays off and jobs
  // run only when asked (tests, a committed notification's push).
  const jobs = createJobRunner({ pool: database.pool, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('preClose', () => jobs.stop());
  const modules = createModules(app);
  app.decorate('modules', modules);
  await registerModules(app, modules);
  await app.register(jobsAdminRoutes);
  await app.register(webPlugin);

  for (const job of backgroundJobs(app, modules)) jobs.register(job);
  if (config.runJobs) jobs.start();
  return app;
}
