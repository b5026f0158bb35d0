// What an operator sees of a mainnet start with the outside world missing: one line per feature (on, off and why,
// degraded and what it falls back to), a failing source logged once with its host however often pages ask, and
// /api/ready naming every source.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from './support/api-process';
import { DEAD_RPC } from './support/test-app';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 5 });
});

/** Every setting mainnet requires, the chains and the public hosts pointed at a loopback port that refuses. */
function mainnetEnv(extra: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'fin-api-summary-'));
  dirs.push(dir);
  return {
    PROFILE: 'mainnet',
    PORT: '0',
    DATA_DIR: dir,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'q9X2v7LmRt4WzK8pB3nY6cJ1hF5sD0gA-eU_iO2rT7',
    CORS_ORIGINS: 'https://app.fin.example',
    AGENT_SIMULATION: 'true',
    DEFILLAMA_BASE_URL: DEAD_RPC,
    MORPHO_API_URL: `${DEAD_RPC}/graphql`,
    ATTESTATION_URL: DEAD_RPC,
    YIELDS_REFRESH_MIN_INTERVAL_SECONDS: '0',
    MORPHO_VAULTS_TTL_SECONDS: '1',
    ...Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC])),
    ...extra,
  };
}

type LogLine = {
  level: number;
  msg: string;
  feature?: string;
  state?: string;
  source?: string;
  host?: string;
};

const logLines = (stdout: string): LogLine[] =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

describe('the start-up summary', () => {
  it('says per feature whether it is on, off and why, or degraded and what it falls back to; a failing source is logged once, /api/ready names each', async () => {
    const p = startMain(mainnetEnv());
    try {
      await p.printed(/"msg":"Alert webhooks: on/);
      const features = Object.fromEntries(
        logLines(p.stdout())
          .filter((l) => l.feature)
          .map((l) => [l.feature, l.msg]),
      );
      expect(features).toMatchObject({
        Profile: 'Profile: on (mainnet: real chains, https origins only)',
        'DefiLlama live yields': 'DefiLlama live yields: on (127.0.0.1:9)',
        'Bundled capture (2026-03-04)': expect.stringMatching(/: off \(YIELDS_BUNDLED_CAPTURE is not true/),
        'Freshness rule': expect.stringMatching(/older than 2 h are shown stale/),
        'Morpho vaults': expect.stringMatching(/^Morpho vaults: on \(127\.0\.0\.1:9; when it fails/),
        "Circle's attestation service": "Circle's attestation service: on (127.0.0.1:9)",
        'Paid reports (x402)': expect.stringMatching(
          /^Paid reports \(x402\): off \(no facilitator configured .*: no report can be bought/,
        ),
        Agent: expect.stringMatching(
          /^Agent: degraded \(simulation mode \(AGENT_SIMULATION=true\): it never pays/,
        ),
        'Alert emails': expect.stringMatching(/^Alert emails: off \(SMTP_URL is not set/),
      });

      // Sources that do not answer are logged once with their host however often pages ask, and readiness
      // names every source.
      const [, url] = await p.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      for (let i = 0; i < 5; i++) {
        await fetch(`${url}/api/defi/all-stablecoins?refresh=true`).then((r) => r.arrayBuffer());
        await fetch(`${url}/api/morpho-vaults`).then((r) => r.arrayBuffer());
      }
      const ready = await fetch(`${url}/api/ready`);
      const body = (await ready.json()) as {
        status: string;
        sources: { name: string; ok: boolean; detail: string }[];
      };
      expect(body.status).toBe('degraded');
      expect(body.sources.map((s) => s.name)).toEqual([
        "yields: onchain (the six chains' RPC URLs)",
        'yields: defillama (127.0.0.1:9)',
        'morpho vaults (127.0.0.1:9)',
        'attestation service (127.0.0.1:9)',
      ]);
      expect(body.sources.find((s) => s.name.startsWith('yields: defillama'))).toMatchObject({
        ok: false,
        detail: expect.stringMatching(/; no earlier data: its pools are left out$/),
      });
      expect(body.sources.find((s) => s.name.startsWith('morpho'))).toMatchObject({
        ok: false,
        detail: expect.stringMatching(/; showing no vaults$/),
      });

      const failures = logLines(p.stdout()).filter((l) => /did not answer/.test(l.msg));
      expect(failures.map((l) => [l.source, l.host])).toEqual(
        expect.arrayContaining([
          ['yields: defillama', '127.0.0.1:9'],
          ['morpho vaults', '127.0.0.1:9'],
        ]),
      );
      // Once each, not once per page view or rebuild.
      expect(failures.filter((l) => l.source === 'yields: defillama')).toHaveLength(1);
      expect(failures.filter((l) => l.source === 'morpho vaults')).toHaveLength(1);
      expect(p.stdout()).not.toContain('using its last good data');
      expect(failures.find((l) => l.source === 'yields: defillama')?.msg).toContain(
        'showing nothing from it (no earlier data): its pools are left out',
      );
    } finally {
      p.child.kill('SIGTERM');
      await p.exit;
    }
  }, 120_000);

  it('says a staging start loudly, with http origins allowed', async () => {
    const p = startMain(
      mainnetEnv({ STAGING: 'true', CORS_ORIGINS: 'http://127.0.0.1:3000,http://fin.internal' }),
    );
    try {
      const [line] = await p.printed(/\{[^\n]*"feature":"Profile"[^\n]*\}/);
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        state: 'degraded',
        msg: expect.stringContaining(
          'mainnet STAGING (STAGING=true): CORS accepts http and loopback origins',
        ),
      });
    } finally {
      p.child.kill('SIGTERM');
      await p.exit;
    }
  }, 120_000);
});
