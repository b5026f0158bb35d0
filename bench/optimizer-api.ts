/**
 * Optimizer over HTTP: POST /api/agent/optimize for the demo wallet on a fresh devnet (its real positions, the
 * devnet's yields list, every surviving candidate move simulated on the chains with eth_simulateV1). Sequential
 * requests; prints median and p95. The 50-position case needs a wallet with 50 positions on the devnet, which the
 * seed does not have: the pure solver's figure for 50 × 20,000 is optimizer-solve.ts.
 *
 *   pnpm --filter @fin/bench exec tsx optimizer-api.ts
 */
import { DEMO_ACCOUNT } from '@fin/devnet';
import { startBenchStack } from './api-server.lib';

const RUNS = 15;
const stack = await startBenchStack();
try {
  const body = JSON.stringify({ walletAddress: DEMO_ACCOUNT.address, horizonDays: 30 });
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(`${stack.apiUrl}/api/agent/optimize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = (await res.json()) as {
      data: {
        currentPortfolio: unknown[];
        rebalancingActions: unknown[];
        dropped: unknown[];
        opportunitiesConsidered: number;
      };
    };
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`optimize answered ${res.status}`);
    if (i < 2) continue; // first call builds the yields list
    times.push(ms);
    summary = `${json.data.currentPortfolio.length} positions × ${json.data.opportunitiesConsidered} opportunities, ${json.data.rebalancingActions.length} actions, ${json.data.dropped.length} dropped`;
  }
  const q = (f: number) =>
    [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * f))] as number;
  console.log(`POST /api/agent/optimize (${summary}), ${RUNS} sequential runs:`);
  console.log(`  median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms`);
} finally {
  await stack.stop();
}
