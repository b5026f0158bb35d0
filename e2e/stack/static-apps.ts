/**
 * Serves the production builds of the shell, the six remotes and the embed page, each from its own origin, the
 * way they are deployed. Tests can stop, hang or swap one remote to prove the page survives it.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { startStaticServer } from '@fin/server/static-server';
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import { distOf } from './paths';
import { HOST, origin, type StackPorts } from './ports';

export type RuntimeConfigJson = Record<string, unknown>;

export type StaticApps = {
  shellUrl: string;
  embedUrl: string;
  remoteUrl(name: RemoteName): string;
  /** Stops one remote's server: connections are refused. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Replaces one remote's server by one that accepts connections and never answers. */
  hangRemote(name: RemoteName): Promise<void>;
  /** Serves the remote's real build again. */
  restoreRemote(name: RemoteName): Promise<void>;
  /** Points the shell's remotes.json entry for `name` at another manifest URL (another build of a remote). */
  pointRemote(name: RemoteName, manifestUrl: string): void;
  /**
   * Serves another runtime config.json from the shell and every remote (e.g. a mainnet profile against a second API);
   * resetAll puts the stack's own back.
   */
  setRuntimeConfig(config: RuntimeConfigJson): void;
  /** Undoes every stop, hang, pointer and config change (run after each test). */
  resetAll(): Promise<void>;
  stop(): Promise<void>;
};

function remotesJson(ports: StackPorts): Record<RemoteName, string> {
  return Object.fromEntries(
    Object.keys(REMOTES).map((name) => [
      name,
      `${origin(ports.remotes[name as RemoteName])}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function track(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return sockets;
}

export async function startStaticApps(
  ports: StackPorts,
  config: RuntimeConfigJson,
  opts: { apiUrl?: string } = {},
): Promise<StaticApps> {
  const configJson = JSON.stringify(config, null, 2);
  const remotes = remotesJson(ports);
  const shellOrigin = origin(ports.shell);
  const embedOrigin = origin(ports.embed);

  // One object per server, read on every request: setRuntimeConfig rewrites them in place.
  const configOverrides: Record<string, string>[] = [];
  const shellOverrides: Record<string, string> = {
    '/config.json': configJson,
    '/remotes.json': JSON.stringify(remotes, null, 2),
  };
  const shell = await startStaticServer({
    root: distOf('shell'),
    port: ports.shell,
    host: HOST,
    overrides: shellOverrides,
    apiProxy: opts.apiUrl,
    spaFallback: true,
  });
  configOverrides.push(shellOverrides);
  const shellSockets = track(shell);
  const embed = await startStaticServer({
    root: distOf('e2e/embed-demo'),
    port: ports.embed,
    host: HOST,
    // The embed page exists to be framed by partner sites; every other page refuses frames.
    framing: 'any',
    overrides: {
      '/config.json': JSON.stringify({ ...config, apiBaseUrl: opts.apiUrl ?? '' }),
      '/remotes.json': JSON.stringify({ mf_yields: remotes.mf_yields }),
    },
  });
  const embedSockets = track(embed);

  const servers = new Map<RemoteName, { server: Server; sockets: Set<Socket> }>();
  async function serveRemote(name: RemoteName): Promise<void> {
    const overrides = { '/config.json': shellOverrides['/config.json'] ?? configJson };
    configOverrides.push(overrides);
    const server = await startStaticServer({
      root: distOf(REMOTES[name].folder),
      port: ports.remotes[name],
      host: HOST,
      // A remote's manifest and assets are public static files, readable from any origin as from a CDN: any shell
      // or partner page may load it. The /api proxy is not static: it answers with the API's own allow-list.
      corsOrigins: '*',
      overrides,
      apiProxy: opts.apiUrl,
    });
    servers.set(name, { server, sockets: track(server) });
  }
  await Promise.all((Object.keys(REMOTES) as RemoteName[]).map(serveRemote));

  const altered = new Set<RemoteName>();
  async function stopRemote(name: RemoteName): Promise<void> {
    altered.add(name);
    const s = servers.get(name);
    if (!s) return;
    servers.delete(name);
    await closeServer(s.server, s.sockets);
  }

  return {
    shellUrl: shellOrigin,
    embedUrl: embedOrigin,
    remoteUrl: (name) => origin(ports.remotes[name]),
    stopRemote,
    async hangRemote(name) {
      await stopRemote(name);
      const server = createServer(() => {
        // Accept and never answer: the MF timeout plugin must give up.
      });
      const sockets = track(server);
      await new Promise<void>((resolve) => server.listen(ports.remotes[name], HOST, resolve));
      servers.set(name, { server, sockets });
    },
    async restoreRemote(name) {
      await stopRemote(name);
      await serveRemote(name);
    },
    pointRemote(name, manifestUrl) {
      shellOverrides['/remotes.json'] = JSON.stringify({ ...remotes, [name]: manifestUrl }, null, 2);
    },
    setRuntimeConfig(next) {
      for (const o of configOverrides) o['/config.json'] = JSON.stringify(next, null, 2);
    },
    async resetAll() {
      shellOverrides['/remotes.json'] = JSON.stringify(remotes, null, 2);
      for (const o of configOverrides) o['/config.json'] = configJson;
      for (const name of [...altered]) {
        await stopRemote(name);
        await serveRemote(name);
      }
      altered.clear();
    },
    async stop() {
      await Promise.all([...servers.keys()].map(stopRemote));
      await closeServer(shell, shellSockets);
      await closeServer(embed, embedSockets);
    },
  };
}
