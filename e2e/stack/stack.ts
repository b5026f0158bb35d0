/**
 * The whole product on one machine: six anvil chains and the attestation service, the API process, and the shell,
 * the six remotes and the embed page each on its own origin. Used by `pnpm start` and by the browser tests.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, startApi } from './api-process';
import { type Devnet, devnetApiEnv, devnetRuntimeConfig, startStackDevnet } from './devnet';
import { origin, type StackPorts, stackPorts } from './ports';
import { type StaticApps, startStaticApps } from './static-apps';

export type Stack = {
  ports: StackPorts;
  devnet: Devnet;
  api: ApiProcess;
  apps: StaticApps;
  apiUrl: string;
  /** Takes the API process down (its port refuses connections) to test how the page copes. */
  stopApi(): Promise<void>;
  /** Starts the API again if it is down (a fresh database in tests). */
  ensureApi(): Promise<void>;
  stop(): Promise<void>;
};

export type StackOptions = {
  ports?: StackPorts;
  /** PGlite folder to keep between runs; tests use a fresh temporary one. */
  apiDataDir?: string;
  log?: (line: string) => void;
  /** Settings the API gets on top of the devnet's (tests shorten what would take hours to reach). */
  apiEnv?: Record<string, string>;
};

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const ports = opts.ports ?? stackPorts();
  const log = opts.log;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const devnet = await startStackDevnet(ports.devnetBase, ports.attestation, log);
    stops.push(() => devnet.stop());
    const manifestFile = join(mkdtempSync(join(tmpdir(), 'fin-stack-')), 'devnet-manifest.json');
    writeFileSync(manifestFile, JSON.stringify(devnet.manifest, null, 2));

    // Every page of the devnet answers at both loopback names (127.0.0.1 and localhost, same port): the API takes
    // calls and wallet sign-ins from either, as its own default list does.
    const corsOrigins = [ports.shell, ports.embed, ...Object.values(ports.remotes)].flatMap((port) => [
      origin(port),
      `http://localhost:${port}`,
    ]);
    const launchApi = () =>
      startApi({
        port: ports.api,
        env: { ...devnetApiEnv(devnet, manifestFile), CORS_ORIGINS: corsOrigins.join(','), ...opts.apiEnv },
        ...(opts.apiDataDir ? { dataDir: opts.apiDataDir } : {}),
        ...(log ? { log } : {}),
      });
    let api: ApiProcess | undefined = await launchApi();
    stops.push(async () => api?.stop());
    const apiUrl = api.url;

    const staticApps = await startStaticApps(ports, devnetRuntimeConfig(devnet), { apiUrl });
    stops.push(() => staticApps.stop());
    return {
      ports,
      devnet,
      get api() {
        if (!api) throw new Error('the API is stopped');
        return api;
      },
      apps: staticApps,
      apiUrl,
      async stopApi() {
        await api?.stop();
        api = undefined;
      },
      async ensureApi() {
        api ??= await launchApi();
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
