/**
 * Moves per minute one API instance runs for 1,000 wallets with grants (issue 41). Every wallet has one move due
 * (its cancel window over); the instance runs their rounds as the job queue hands them out, `AGENT_ROUND_CONCURRENCY`
 * (8) at a time, through the API's real Autopilot, moves store and agent log on an embedded PGlite database: each
 * step claimed, its hash recorded, marked done, the move finished and told. The chain behind the grant is a stand-in
 * (and, for a move between networks, a Circle that has attested every burn) that answers after a set delay, so the figure separates Fin's own work (delay 0) from the wait on the chain: a
 * step through a grant took ~0.15 s on the devnet's anvil (api/tests/devnet/autopilot-moves), a block on Base is
 * 2 s, on Ethereum 12 s. News to alert channels is left out (its delivery is the alerts bench's).
 *
 *   pnpm --filter @fin/bench exec tsx autopilot-moves.ts
 */
import type { Address, Hex } from 'viem';
import { openDatabase } from '../api/src/db/client';
import { AgentLedger } from '../api/src/modules/agentkit/ledger';
import type { BridgePort } from '../api/src/modules/autopilot/bridge-leg';
import { Autopilot } from '../api/src/modules/autopilot/moves';
import { type MovePlan, MovesStore } from '../api/src/modules/autopilot/moves-store';
import type { RoundState } from '../api/src/modules/autopilot/rounds-store';
import {
  PLAN_250_BASE_TO_ARBITRUM as BRIDGE_MOVE,
  PLAN_250_INTO_AAVE as IDLE_MOVE,
  MOVING_STATE,
  PLAN_250_COMET_TO_AAVE as POSITION_MOVE,
} from '../api/tests/support/autopilot-moves';

const WALLETS = 1_000;
const CONCURRENCY = 8;

const STATE: RoundState = { ...MOVING_STATE, lastPlanAt: new Date() };

const wallet = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The grant port with a chain that takes `chainMs` to mine each step, and always mines it. */
function standInChain(chainMs: number) {
  let n = 0;
  return {
    grant: async () => null,
    grantInForce: async () => ({ ok: true as const }),
    agentNonces: async () => ({ mined: 0, pending: 0 }),
    agentGas: async () => ({ account: wallet(0) as Address, balanceWei: 10n ** 18n, gasPriceWei: 10n ** 9n }),
    transactionOutcome: async () => 'success' as const,
    redeemThroughGrant: send,
    sendFromAgent: send,
  };
  async function send(
    _w: string,
    _c: number,
    _calls: unknown,
    signed?: (t: { hash: Hex; nonce: number }) => Promise<void>,
  ) {
    n += 1;
    const hash = `0x${n.toString(16).padStart(64, '0')}` as Hex;
    await signed?.({ hash, nonce: n });
    await sleep(chainMs);
    return { ok: true as const, transactions: [hash], gasUsed: 967_000n };
  }
}

/** Circle with every burn attested at once, and a destination that has minted none: the mint is always sent. */
const standInBridge: BridgePort = {
  terms: async () => {
    throw new Error('the moves are announced by the bench');
  },
  attested: async () => ({
    kind: 'ready',
    message: '0x01',
    attestation: '0x02',
    nonce: `0x${'0c'.repeat(32)}`,
  }),
  minted: async () => false,
};

async function pool<T>(items: T[], limit: number, work: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

async function run(name: string, plan: MovePlan, chainMs: number, wallets: number): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const moves = new MovesStore(database.db);
  const autopilot = new Autopilot({
    moves,
    rounds: { planned: async () => {}, state: async () => STATE },
    grants: standInChain(chainMs),
    ledger: new AgentLedger(database.db),
    optimizer: {
      optimizeWithHoldings: async () => {
        throw new Error('the moves are announced by the bench');
      },
    },
    planEveryMs: 1e12,
    bridge: standInBridge,
  });
  const all = Array.from({ length: wallets }, (_, i) => wallet(i));
  let t = performance.now();
  await pool(all, CONCURRENCY, async (w) => void (await autopilot.announce(w, plan, 0)));
  const announceMs = performance.now() - t;
  t = performance.now();
  await pool(all, CONCURRENCY, (w) => autopilot.round(w, STATE));
  const runMs = performance.now() - t;
  const done = (await Promise.all(all.map((w) => moves.latest(w, 1)))).filter((m) => m[0]?.status === 'done');
  await database.close();
  if (done.length !== wallets) throw new Error(`${name}: ${done.length} of ${wallets} moves done`);
  console.log(
    `${name.padEnd(50)} ${String(wallets).padStart(5)} moves in ${(runMs / 1000).toFixed(1).padStart(6)} s: ${Math.round(
      (wallets / runMs) * 60_000,
    )
      .toString()
      .padStart(6)} moves/min (announcing them: ${Math.round((wallets / announceMs) * 60_000)}/min)`,
  );
}

async function main() {
  console.log(
    `One instance, ${WALLETS} wallets with a move due, ${CONCURRENCY} rounds at once (PGlite in memory; chain stand-in)`,
  );
  await run('idle → pool (1 step), chain answers at once', IDLE_MOVE, 0, WALLETS);
  await run('position → pool (2 steps), chain answers at once', POSITION_MOVE, 0, WALLETS);
  await run('idle → pool elsewhere (burn, mint, deposit), at once', BRIDGE_MOVE, 0, WALLETS);
  await run('idle → pool, 0.15 s a step (devnet anvil)', IDLE_MOVE, 150, WALLETS);
  await run('position → pool, 0.15 s a step (devnet anvil)', POSITION_MOVE, 150, WALLETS);
  await run('idle → pool elsewhere, 0.15 s a step (devnet)', BRIDGE_MOVE, 150, WALLETS);
  // A real block time bounds the rate at CONCURRENCY moves per block: 200 wallets show it without a long wait.
  await run('idle → pool, 2 s a step (a Base block)', IDLE_MOVE, 2_000, 200);
}

await main();
