// The API as its own process: fails fast on bad configuration with a readable message, serves once started, and
// stops cleanly on SIGTERM (in-flight requests finish, exit code 0).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from './support/api-process';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A GET whose `read` resolves once the server has parsed it (Expect: 100-continue), and `status` with its answer. */
function requestReadByServer(url: string): { read: Promise<void>; status: Promise<number | undefined> } {
  const req = request(url, { method: 'GET', headers: { expect: '100-continue' } });
  const read = new Promise<void>((resolveRead, reject) => {
    req.once('continue', () => resolveRead());
    req.once('error', reject);
  });
  const status = new Promise<number | undefined>((resolveStatus, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolveStatus(res.statusCode));
    });
    req.once('error', reject);
  });
  req.end();
  return { read, status };
}

describe('the API process', () => {
  it('refuses to start with a bad configuration and says which variable is wrong', async () => {
    const p = startMain({ PORT: 'http', PROFILE: 'prod' });
    expect(await p.exit).toBe(1);
    expect(p.stderr()).toContain('Invalid API configuration');
    expect(p.stderr()).toContain('PORT: PORT must be a whole number');
    expect(p.stderr()).toContain("PROFILE: PROFILE must be 'devnet' or 'mainnet'");
    expect(p.stderr()).not.toContain('    at ');
  }, 120_000); // each start compiles the API from source (tsx, ~10 s of one core), slower on a loaded machine

  it('refuses to start without an explicit profile, and on mainnet without its required settings', async () => {
    // Both at once: two starts one after the other took over 30 s on a loaded 2-core machine.
    const unset = startMain({});
    const mainnet = startMain({ PROFILE: 'mainnet' });
    expect(await unset.exit).toBe(1);
    expect(unset.stderr().trim()).toBe(
      'Refusing to start: PROFILE is not set: set PROFILE=devnet for the embedded devnet or PROFILE=mainnet for real chains (it is never guessed)',
    );
    expect(await mainnet.exit).toBe(1);
    const lines = mainnet.stderr().trim().split('\n');
    // AUTH_SECRET, CORS_ORIGINS, six RPC URLs and the agent's key: one line each.
    expect(lines).toHaveLength(9);
    expect(lines.every((l) => l.startsWith('Refusing to start: '))).toBe(true);
    expect(mainnet.stdout()).not.toContain('listening');
  }, 120_000);

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-api-process-'));
    dirs.push(dir);
    const p = startMain({ PROFILE: 'devnet', PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info' });
    const [, url] = await p.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    // A log line per request, with its request id.
    const [, line] = await p.printed(/^(.*"url":"\/api\/health".*)\n/m);
    expect(JSON.parse(line ?? '')).toMatchObject({
      req: { id: expect.any(String) },
      res: { statusCode: 200 },
    });

    // In flight for sure: the server has read the request (it answers '100 Continue' once it parsed the headers)
    // before SIGTERM is sent, whatever the machine's speed.
    const inFlight = requestReadByServer(`${url}/api/defi/all-stablecoins`);
    await inFlight.read;
    p.child.kill('SIGTERM');
    expect(await inFlight.status).toBe(200);
    expect(await p.exit).toBe(0);
    expect(p.stdout()).toContain('"msg":"stopped"');
  }, 120_000);
});
