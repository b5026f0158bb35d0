/**
 * Fin's API scaled out on one machine: a PostgreSQL database of its own, N API processes on it (same AUTH_SECRET,
 * same DATABASE_URL) and nginx in front running deploy/nginx/fin-api.conf. Reusable by any test or benchmark that
 * needs several instances: `startCluster({ env })`, then talk to `cluster.url` (nginx) or one instance directly.
 */
import { randomBytes } from 'node:crypto';
import { findFreePortRange } from '@fin/devnet';
import { type ApiProcess, startApi } from './api-process';
import { type Nginx, startNginx } from './nginx';
import { origin } from './ports';
import { type Postgres, startPostgres } from './postgres';

type ClusterInstance = {
  port: number;
  url: string;
  /** Everything the process printed (pino JSON lines) since it started. */
  logs(): string;
  process: ApiProcess;
};

export type Cluster = {
  /** nginx's origin: what browsers and clients call. */
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  nginx: Nginx;
  /** SIGKILL: the instance dies with whatever it had in flight (nginx keeps it in its list). */
  kill(index: number): Promise<void>;
  /** Starts a stopped or killed instance again on its port, and waits until it is healthy. */
  revive(index: number): Promise<void>;
  /**
   * The deploy README's rolling restart, one instance at a time: out of nginx's list (graceful reload), SIGTERM
   * (it drains and exits), started again, healthy, back in the list.
   */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  instances?: number;
  /** The API's environment (profile, RPC URLs, CORS origins, limits); DATABASE_URL and AUTH_SECRET are set here. */
  env: Record<string, string>;
  log?: (line: string) => void;
};

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const count = opts.instances ?? 2;
  const base = await findFreePortRange(count + 1);
  const ports = Array.from({ length: count }, (_, i) => base + 1 + i);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres: Postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const env = {
      ...opts.env,
      DATABASE_URL: postgres.url,
      AUTH_SECRET: randomBytes(48).toString('base64'),
      // nginx on this machine is the proxy the API believes about the client's address.
      TRUST_PROXY: 'loopback',
    };
    const instances: ClusterInstance[] = [];
    const launch = async (i: number): Promise<ClusterInstance> => {
      let printed = '';
      const port = ports[i] as number;
      const process = await startApi({
        port,
        env: { ...env, INSTANCE_NAME: `api-${i}` },
        log: (line) => {
          printed += line;
          opts.log?.(line);
        },
      });
      return { port, url: origin(port), logs: () => printed, process };
    };
    // Started together, as a deploy starts them: they take turns at the migrations (advisory lock).
    instances.push(...(await Promise.all(ports.map((_, i) => launch(i)))));
    stops.push(async () => {
      await Promise.all(instances.map((i) => i.process.stop()));
    });
    const nginx = await startNginx(
      base,
      ports.map((port) => ({ port })),
    );
    stops.push(() => nginx.stop());

    const revive = async (index: number) => {
      const current = instances[index];
      if (current) await current.process.exited;
      instances[index] = await launch(index);
    };
    return {
      url: nginx.url,
      databaseUrl: postgres.url,
      instances,
      nginx,
      async kill(index) {
        const target = instances[index];
        if (!target) throw new Error(`no instance ${index}`);
        target.process.signal('SIGKILL');
        await target.process.exited;
      },
      revive,
      async rollingRestart() {
        for (const [index] of ports.entries()) {
          await nginx.setUpstreams(ports.map((port, i) => ({ port, down: i === index })));
          const target = instances[index];
          target?.process.signal('SIGTERM');
          await revive(index);
          await nginx.setUpstreams(ports.map((port) => ({ port })));
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
