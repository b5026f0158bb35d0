/**
 * nginx from Debian's packages in front of API instances, running deploy/nginx/fin-api.conf itself: only the
 * upstream's `server` lines and the `listen` line are replaced. Runs in the foreground (daemon off) as a child of
 * this process, with its pid, logs and temp files in a folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths';

/** Debian's nginx lives in /usr/sbin, which a user's PATH may lack. */
const DEBIAN_NGINX = '/usr/sbin/nginx';

const DEPLOY_NGINX_CONF = `${ROOT}deploy/nginx/fin-api.conf`;

export type Upstream = { port: number; down?: boolean };

export type Nginx = {
  url: string;
  /** Writes the upstream list and reloads nginx gracefully (requests in flight finish on the old workers). */
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  /** nginx's error log so far (notice level: reloads, refused upstreams). */
  errors(): string;
  stop(): Promise<void>;
};

/** The deploy config with this machine's instances and port. */
function renderSiteConfig(port: number, upstreams: Upstream[]): string {
  const deployed = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  const serverLine = /^(\s*)server\s+\S+:\d+(\s[^;]*)?;\s*$/m;
  const match = serverLine.exec(deployed);
  if (!match) throw new Error(`${DEPLOY_NGINX_CONF} has no upstream server line`);
  const options = (match[2] ?? '').trim();
  const lines = upstreams.map(
    (u) => `${match[1]}server 127.0.0.1:${u.port}${options ? ` ${options}` : ''}${u.down ? ' down' : ''};`,
  );
  let first = true;
  const withServers = deployed
    .split('\n')
    .flatMap((line) => {
      if (!serverLine.test(line)) return [line];
      if (!first) return [];
      first = false;
      return lines;
    })
    .join('\n');
  return withServers.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`);
}

function mainConfig(dir: string): string {
  const isRoot = process.getuid?.() === 0;
  return `# Written by e2e/stack/nginx.ts for one test run.
${isRoot ? 'user nobody nogroup;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/fin-api.conf;
}
`;
}

async function waitUp(url: string, child: ChildProcess, dir: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    try {
      if ((await fetch(`${url}/nginx-health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not start within 15 s');
}

export async function startNginx(port: number, upstreams: Upstream[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'fin-nginx-'));
  // Workers run as nobody when the test runs as root: they write their temp files here.
  chmodSync(dir, 0o777);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir));
  writeFileSync(join(dir, 'fin-api.conf'), renderSiteConfig(port, upstreams));
  const nginx = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf];
  const child = spawn(existsSync(DEBIAN_NGINX) ? DEBIAN_NGINX : 'nginx', nginx, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  await waitUp(url, child, dir);
  const errors = () => readFileSync(join(dir, 'error.log'), 'utf8');
  return {
    url,
    errors,
    async setUpstreams(next) {
      writeFileSync(join(dir, 'fin-api.conf'), renderSiteConfig(port, next));
      const before = errors().length;
      child.kill('SIGHUP');
      // The reload is done when the master has started the worker of the new config and the old worker has
      // finished its requests and exited (both logged at notice level), so no connection is routed by the old
      // upstream list any more. A bad config leaves an [emerg] line and the old config running.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const log = errors().slice(before);
        if (/\[emerg\]/.test(log)) throw new Error(`nginx reload failed: ${log}`);
        if (/reconfiguring[\s\S]*start worker process[\s\S]*worker process \d+ exited/.test(log)) return;
        if (Date.now() > deadline) throw new Error(`nginx did not reload within 10 s: ${log}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
