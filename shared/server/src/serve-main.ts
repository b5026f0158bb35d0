/**
 * `fin-serve <dist> --port N [--cors a,b|*] [--config file] [--remotes file] [--api url] [--api-timeout ms] [--spa]
 *  [--framing any|origin,origin] [--tls-cert file --tls-key file] [--print-csp]`
 * Serves one app's production build from its own origin. Stops cleanly on SIGINT/SIGTERM. `--print-csp` prints the
 * Content-Security-Policy its index.html would be served with (for a static host or CDN that sets headers itself).
 * With `--tls-cert`/`--tls-key` (PEM files; or FIN_TLS_CERT/FIN_TLS_KEY) it serves https only and sends HSTS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from './page-headers';
import { startStaticServer } from './static-server';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const root = process.argv[2];
if (!root || root.startsWith('--')) {
  console.error(
    'usage: fin-serve <dist> --port N [--cors origins|*] [--config file] [--remotes file] [--api url] [--api-timeout ms] [--spa] [--framing any|origins] [--tls-cert file --tls-key file] [--print-csp]',
  );
  process.exit(2);
}
const port = Number(arg('port') ?? process.env.PORT ?? 3000);
const cors = arg('cors') ?? process.env.FIN_CORS_ORIGINS ?? '*';
const overrides: Record<string, string> = {};
const configFile = arg('config') ?? process.env.FIN_CONFIG_FILE;
if (configFile) overrides['/config.json'] = readFileSync(configFile, 'utf8');
const remotesFile = arg('remotes') ?? process.env.FIN_REMOTES_FILE;
if (remotesFile) overrides['/remotes.json'] = readFileSync(remotesFile, 'utf8');

const framing = arg('framing');
const framingRule = framing === undefined ? 'none' : framing === 'any' ? 'any' : framing.split(',');

if (process.argv.includes('--print-csp')) {
  const read = (file: string | undefined) => {
    try {
      return file ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const beside = (name: string) => join(root, name);
  console.log(
    contentSecurityPolicy(framingRule, {
      html: readFileSync(join(root, 'index.html')),
      config: read(configFile ?? beside('config.json')),
      remotes: read(remotesFile ?? beside('remotes.json')),
    }),
  );
  process.exit(0);
}

const apiTimeout = arg('api-timeout') ?? process.env.FIN_API_TIMEOUT_MS;
const certFile = arg('tls-cert') ?? process.env.FIN_TLS_CERT;
const keyFile = arg('tls-key') ?? process.env.FIN_TLS_KEY;
if (!certFile !== !keyFile) {
  console.error('fin-serve: give both --tls-cert and --tls-key (PEM files), or neither');
  process.exit(2);
}

const server = await startStaticServer({
  root,
  port,
  host: arg('host') ?? process.env.HOST ?? '127.0.0.1',
  corsOrigins: cors === '*' ? '*' : cors.split(','),
  overrides,
  apiProxy: arg('api') ?? process.env.FIN_API_URL,
  ...(apiTimeout ? { apiTimeoutMs: Number(apiTimeout) } : {}),
  spaFallback: process.argv.includes('--spa'),
  // Only the embed page is meant to be framed by other sites.
  framing: framingRule,
  ...(certFile && keyFile ? { tls: { certFile, keyFile } } : {}),
});
console.log(`serving ${root} on ${certFile ? 'https' : 'http'}://${arg('host') ?? '127.0.0.1'}:${port}`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
