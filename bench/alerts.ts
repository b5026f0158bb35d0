/**
 * Alert evaluation time for 10,000 rules (issue 32): 2,000 wallets with five rules each (APY under X%, APY drop over
 * Z days, unfinished transfer, agent out of budget/funds, risk label worse), evaluated by the API's real engine on
 * an embedded PGlite database. The wallets' facts (positions, transfers, agent) are generated in memory, so the
 * figure is the engine and its database work, not the chain reads behind the facts (those are the portfolio's,
 * see api-portfolio.ts). Three rounds: the first (every condition seen for the first time, a third of them
 * firing), a steady one (nothing changes), and one where a tenth of the wallets' positions change.
 */
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { alertRules } from '../api/src/db/schema';
import { createDeps } from '../api/src/deps';
import { createLogger } from '../api/src/logger';
import type { AlertFacts } from '../api/src/modules/alerts/facts';
import type { WalletFacts } from '../api/src/modules/alerts/rules';

const WALLETS = 2_000;
const RULES = [
  { kind: 'apy-below', belowPct: 3 },
  { kind: 'apy-drop', points: 1, days: 7 },
  { kind: 'transfer-stuck', minutes: 30 },
  { kind: 'agent-out' },
  { kind: 'risk-worse' },
] as const;

const wallet = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
let shift = 0;
const started = Date.now();

/** Three positions, one transfer and an agent per wallet; `shift` moves a tenth of the wallets' APYs and risks. */
function factsOf(address: string): WalletFacts {
  const i = Number.parseInt(address.slice(2), 16);
  const moved = shift > 0 && i % 10 === 0;
  return {
    pools: [0, 1, 2].map((p) => ({
      poolId: `pool-${(i + p) % 300}`,
      label: `Pool ${(i + p) % 300}`,
      apy: ((i * 7 + p * 13) % 60) / 10 + (moved ? -2 : 0),
      apyDaysAgo: { 7: ((i * 7 + p * 13) % 60) / 10 + 0.5 },
      risk: moved ? 'High' : ((['Low', 'Medium', 'Low'] as const)[p] ?? 'Low'),
    })),
    transfers: [
      {
        sourceChainId: 8453,
        destinationChainId: 42161,
        burnTxHash: `0x${i.toString(16).padStart(64, '0')}`,
        amount: '10',
        status: 'burned',
        startedAtMs: started - (i % 60) * 60_000,
      },
    ],
    agent: { budgetSpent: i % 3 === 0, fundsOut: i % 5 === 0 },
  };
}

const facts: AlertFacts = { forWallet: async (address) => factsOf(address) };

async function main() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const config = loadConfig({ LOG_LEVEL: 'silent', FIN_DEVNET_MANIFEST: '/nonexistent/manifest.json' });
  const deps = createDeps(config, createLogger('silent'), database, {
    alertFacts: facts,
    now: () => new Date(started),
  });
  const rows = Array.from({ length: WALLETS }, (_, w) =>
    RULES.map((rule) => ({ address: wallet(w + 1), kind: rule.kind, params: rule })),
  ).flat();
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(alertRules).values(rows.slice(i, i + 1000));
  console.log(`${rows.length} rules over ${WALLETS} wallets (PGlite in memory, facts generated in memory)`);
  const round = async (name: string) => {
    const t = performance.now();
    const f = await deps.alerts.round();
    const ms = performance.now() - t;
    console.log(
      `${name.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  (${(ms / f.rules).toFixed(3)} ms/rule; fired ${f.fired}, cleared ${f.cleared})`,
    );
  };
  await round('round 1: every condition new');
  await round('round 2: nothing changed');
  shift = 1;
  await round('round 3: a tenth of wallets changed');
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
