// The pages' Content-Security-Policy is generated from the remotes.json and config.json served beside them: scripts
// only from this origin, the remotes and the page's own inline scripts (by hash), network calls only to the
// remotes, the API, the chains' RPCs and the attestation service, and the framing rule of each page kept.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../src/static-server';
import { close, makeSite, portOf } from './support/servers';

const INLINE = "document.documentElement.dataset.welcome = 'shown';";
const site = makeSite();
const config = {
  profile: 'mainnet',
  apiBaseUrl: 'https://api.fin.example',
  attestationUrl: 'https://iris-api.circle.com',
  chains: [
    { chainId: 1, rpcUrl: 'https://eth.rpc.example/v2/key' },
    { chainId: 8453, rpcUrl: 'https://base.rpc.example' },
  ],
};
const remotes = {
  mf_yields: 'https://yields.fin.example/mf-manifest.json',
  mf_chat: 'https://cdn.fin.example/mf-chat/1.4.2/mf-manifest.json',
};
const servers: Awaited<ReturnType<typeof startStaticServer>>[] = [];

async function cspOf(framing?: 'any'): Promise<Map<string, string>> {
  const server = await startStaticServer({
    root: site,
    port: 0,
    overrides: { '/config.json': JSON.stringify(config), '/remotes.json': JSON.stringify(remotes) },
    ...(framing ? { framing } : {}),
  });
  servers.push(server);
  const res = await fetch(`http://127.0.0.1:${portOf(server)}/`);
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header.split(';').map((d) => {
      const [name, ...values] = d.trim().split(' ');
      return [name as string, values.join(' ')];
    }),
  );
}

beforeAll(() => {
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><title>Fin</title><script>${INLINE}</script><script src="/static/js/main.0123abcd.js"></script>`,
  );
});
afterAll(async () => {
  for (const s of servers) await close(s);
});

describe('the pages’ Content-Security-Policy', () => {
  it('lists exactly the remotes, the API, the chains and the attestation service', async () => {
    const csp = await cspOf();
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe(
      `'self' https://yields.fin.example https://cdn.fin.example 'sha256-${hash}'`,
    );
    expect(csp.get('connect-src')).toBe(
      "'self' https://yields.fin.example https://cdn.fin.example https://api.fin.example https://iris-api.circle.com https://eth.rpc.example https://base.rpc.example",
    );
    expect(csp.get('script-src')).not.toContain('unsafe');
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('keeps the embed page framable by partner sites', async () => {
    const csp = await cspOf('any');
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('script-src')).toContain('https://yields.fin.example');
  });
});
