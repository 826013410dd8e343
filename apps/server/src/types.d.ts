import type pg from 'pg';
import type { AppConfig } from './config';
import type { JobRunner } from './jobs/runner';
import type { PushNetwork } from './lib/push-network';
import type { AppModules } from './modules';
import type { AuthUser } from './plugins/auth';
import type { EncryptState } from './plugins/encrypt';
import type { StaticJson } from './plugins/static-json';
import type { Bus } from './realtime/bus';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    pool: pg.Pool;
    bus: Bus;
    /**
     * The modules' services as buildApp created them, for tests and tools. Routes and jobs get
     * theirs passed in; module code does not read this.
     */
    modules: AppModules;
    staticJson: StaticJson;
    /** Every background job of this process (jobs/runner.ts); tests run jobs through it. */
    jobs: JobRunner;
    /** Id of the deployment's company (COMPANY_CODE). */
    companyId: () => Promise<number>;
    /** Company id for a company code sent by a client; null when unknown. */
    companyIdOf: (code: string | undefined) => Promise<number | null>;
    resolveUser: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** Encrypted transport's flag and keys (plugins/encrypt.ts). */
    encrypt: EncryptState;
    /** Where Web Push requests go: DNS and https, or a test's stand-in (lib/push-network.ts). */
    pushNetwork: PushNetwork;
  }
  interface FastifyRequest {
    authCache: { user: AuthUser | null } | null;
  }
  interface FastifyContextConfig {
    rateLimit?: false | { max?: number; timeWindow?: number | string };
  }
}
