/**
 * Optimizer, pure solver: a wallet with 50 positions and idle stablecoins on every chain (every stablecoin the registry
 * knows there: they are sources like positions) against 20,000 yield opportunities (generated from the real
 * DefiLlama capture, yields-dataset.lib.ts, plus the integrated pools a move can go to). The chain measurement is
 * replaced by a fixed one (the API's is bounded by the chains, see optimizer-api.ts); what is measured is the
 * optimizer's own work: filters, profile rules, pairing, arithmetic, caps, summary.
 *
 *   pnpm --filter @fin/bench exec tsx optimizer-solve.ts
 */

import { RECEIPT_TOKENS, STABLECOINS } from '@fin/shared/domain/money/tokens';
import { decideMoves, movesToMeasure, planOptimization } from '@fin/shared/domain/optimizer/solve';
import { optimizeRequestSchema } from '@fin/shared/schemas/optimizer';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import {
  aave,
  compound,
  moonwell,
  steakhouse,
  testMeasurement,
} from '@fin/shared/testing/optimizer-test-data';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { generateOpportunities } from './yields-dataset.lib';

const CHAINS: [number, string][] = [
  [1, 'Ethereum'],
  [8453, 'Base'],
  [42161, 'Arbitrum'],
  [10, 'Optimism'],
  [137, 'Polygon'],
  [43114, 'Avalanche'],
];

// 50 positions: every receipt the registry knows on every chain it exists on, repeated with other amounts.
const receipts: BalanceEntry[] = [];
for (const r of RECEIPT_TOKENS)
  for (const [chainId] of CHAINS)
    if (r.addresses[chainId]) {
      const decimals = r.underlyingAsset === 'DAI' ? 18 : 6;
      receipts.push(
        testEntry(r.symbol, chainId, '1000', {
          apy: 2 + (receipts.length % 5),
          rawBalance: (1000n * 10n ** BigInt(decimals)).toString(),
        }),
      );
    }
const entries: BalanceEntry[] = Array.from({ length: 50 }, (_, i) => {
  const e = receipts[i % receipts.length] as BalanceEntry;
  const usd = 500 + ((i * 997) % 20_000);
  return {
    ...e,
    balance: String(usd),
    valueUSD: usd,
    rawBalance: e.rawBalance.replace(/^1000/, String(usd)),
  };
});

// Idle stablecoins: each one the registry has on each chain, with a cash reserve kept back on Ethereum and in total.
const idle: BalanceEntry[] = STABLECOINS.flatMap((c) =>
  CHAINS.filter(([id]) => c.addresses[id]).map(([id], i) =>
    testEntry(c.symbol, id, String(2_000 + i * 3_000)),
  ),
);
const wallet = [...entries, ...idle];

const integrated = CHAINS.flatMap(([id, name], i) => [
  aave(id, name, 4 + i * 0.7, { riskLevel: i % 2 ? 'low' : 'medium', tvl: 2e8 }),
  compound(id, name, 5 + i * 0.5),
  moonwell(id, name, 17 - i, { riskLevel: 'high' }),
]).filter((o) => o.poolAddress);
const opportunities = [
  ...generateOpportunities(20_000 - integrated.length - 1),
  ...integrated,
  steakhouse(6),
];

const request = optimizeRequestSchema.parse({
  walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  horizonDays: 90,
  settings: { cashReserve: { totalUsd: 5_000, perChainUsd: { '1': 1_000 } } },
});

const RUNS = 30;
const plan: number[] = [];
const decide: number[] = [];
let actions = 0;
let dropped = 0;
let candidates = 0;
let measured = 0;
for (let i = 0; i < RUNS + 3; i++) {
  const t0 = performance.now();
  const p = planOptimization({ entries: wallet, opportunities, request });
  const t1 = performance.now();
  const m = new Map(
    movesToMeasure(p).map((c) => [
      c.id,
      testMeasurement(c.destination.apy ?? 0, { impact: 0.1, crossChain: c.crossChain }),
    ]),
  );
  const t2 = performance.now();
  const r = decideMoves(p, m, new Date());
  const t3 = performance.now();
  if (i < 3) continue; // warm-up
  plan.push(t1 - t0);
  decide.push(t3 - t2);
  actions = r.rebalancingActions.length;
  dropped = r.dropped.length;
  candidates = p.candidates.length;
  measured = movesToMeasure(p).length;
}
const q = (xs: number[], f: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * f))] as number;
const total = plan.map((v, i) => v + (decide[i] as number));
console.log(
  `optimizer pure solver: ${entries.length} positions + ${idle.length} idle balances × ${opportunities.length} opportunities, ${RUNS} runs`,
);
console.log(
  `  moves measured per run: ${measured} (${candidates} candidates + ${measured - candidates} drops shown with their arithmetic); actions ${actions}; dropped ${dropped}`,
);
console.log(
  `  plan (filters, profiles, pairing): median ${q(plan, 0.5).toFixed(1)} ms, p95 ${q(plan, 0.95).toFixed(1)} ms`,
);
console.log(
  `  decide (arithmetic, caps, summary): median ${q(decide, 0.5).toFixed(2)} ms, p95 ${q(decide, 0.95).toFixed(2)} ms`,
);
console.log(`  total: median ${q(total, 0.5).toFixed(1)} ms, p95 ${q(total, 0.95).toFixed(1)} ms`);
