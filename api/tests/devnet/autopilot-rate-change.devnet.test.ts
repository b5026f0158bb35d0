// Moves while away, end to end and with no page open (issue 41): the demo wallet grants its agent Aave V3 and
// Compound V3 on Base, sets its cancel window to 0 and leaves. Only the server's own rounds run from there. First
// they put the wallet's money where it earns most (Aave: Compound's market pays nothing, its borrower repaid), then
// nothing more pays and nothing more is announced. Then Compound's rate rises (its borrower borrows again): the
// agent weighs the change, announces the move out of Aave into Compound, runs it through the grant and reports it;
// the chain shows the money moved. The time from the rate change's block to the move's last transaction is printed
// for the note.
import { BORROWER, DEMO_ACCOUNT } from '@fin/devnet';
import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createLogger } from '../../src/logger';
import { startJobQueue } from '../../src/modules/autopilot/job-queue';
import { waitFor } from '../support/agent-rounds';
import { startTestDevnet, type TestDevnet } from '../support/devnet';
import { demoWalletGrantsOnBase, devChain } from '../support/grants';
import { getJson, openTestDatabase, postJson, startTestApp, type TestServer } from '../support/test-app';

const BASE = 8453;
const USDC = getTokenAddress('USDC', BASE) as Address;
const AAVE = AAVE_V3_POOL[BASE] as Address;
const COMET = COMPOUND_V3_COMET_USDC[BASE] as Address;
const A = DEMO_ACCOUNT.address;

const COMET_ABI = parseAbi([
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
  'function totalSupply() view returns (uint256)',
  'function totalBorrow() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function borrowBalanceOf(address) view returns (uint256)',
]);
const AAVE_ABI = parseAbi([
  'function getReserveData(address asset) view returns ((uint256 configuration, uint128 liquidityIndex, uint128 currentLiquidityRate, uint128 variableBorrowIndex, uint128 currentVariableBorrowRate, uint128 currentStableBorrowRate, uint40 lastUpdateTimestamp, uint16 id, address aTokenAddress, address stableDebtTokenAddress, address variableDebtTokenAddress, address interestRateStrategyAddress, uint128 accruedToTreasury, uint128 unbacked, uint128 isolationModeTotalDebt))',
]);

type MoveView = { id: string; status: string; summary?: string; transactions: string[]; arithmetic: string };

let net: TestDevnet;
let db: Database;
let api: TestServer;
let base: ReturnType<typeof createPublicClient>;
let proof: Record<string, string>;
let aToken: Address;

const movesOf = async () =>
  (
    (await getJson(`${api.url}/api/autopilot/agent?walletAddress=${A}`, { headers: proof })).body as {
      moves: MoveView[];
    }
  ).moves;
const usdcOf = (who: Address, token: Address = USDC) =>
  base.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
const inComet = () =>
  base.readContract({ address: COMET, abi: COMET_ABI, functionName: 'balanceOf', args: [A] });

/** Compound's borrower, by its own key: repays what it owes (the market pays nothing) or borrows `units` more. */
async function borrower(action: 'repay' | 'borrow', units?: bigint): Promise<bigint> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(BORROWER.privateKey),
    chain: devChain(BASE, base.transport.url as string),
    transport: http(base.transport.url as string),
  });
  const send = async (to: Address, data: Parameters<typeof wallet.writeContract>[0]) => {
    const hash = await wallet.writeContract(data);
    const receipt = await base.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${action} reverted (${to})`);
    return receipt.blockNumber;
  };
  if (action === 'repay') {
    await send(USDC, {
      address: USDC,
      abi: erc20Abi,
      functionName: 'approve',
      args: [COMET, maxUint256],
    } as never);
    const owed = await base.readContract({
      address: COMET,
      abi: COMET_ABI,
      functionName: 'borrowBalanceOf',
      args: [BORROWER.address],
    });
    return send(COMET, {
      address: COMET,
      abi: COMET_ABI,
      functionName: 'supply',
      args: [USDC, owed],
    } as never);
  }
  return send(COMET, {
    address: COMET,
    abi: COMET_ABI,
    functionName: 'withdraw',
    args: [USDC, units ?? 0n],
  } as never);
}

/** Waits until a move is done, nothing is open, and the rounds have announced nothing new for `quietMs`. */
async function settled(quietMs: number): Promise<MoveView[]> {
  let last = JSON.stringify(await movesOf());
  let since = Date.now();
  return waitFor(
    'the agent to have nothing more to move',
    async () => {
      const moves = await movesOf();
      const now = JSON.stringify(moves);
      if (now !== last) {
        last = now;
        since = Date.now();
        return undefined;
      }
      const open = moves.some((m) => m.status === 'announced' || m.status === 'running');
      const done = moves.some((m) => m.status === 'done');
      return done && !open && Date.now() - since >= quietMs ? moves : undefined;
    },
    120_000,
  );
}

beforeAll(async () => {
  [net, db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
  // The rounds every second, the optimizer's look every second, the yields list a second old at most.
  api = await startTestApp(db, {
    FIN_DEVNET_MANIFEST: net.manifestPath,
    AGENT_ROUND_SECONDS: '1',
    AGENT_PLAN_SECONDS: '1',
    YIELDS_TTL_SECONDS: '1',
    YIELDS_REFRESH_MIN_INTERVAL_SECONDS: '0',
  });
  const rpcUrl = net.devnet.chain(BASE).rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  const reserve = await base.readContract({
    address: AAVE,
    abi: AAVE_ABI,
    functionName: 'getReserveData',
    args: [USDC],
  });
  aToken = reserve.aTokenAddress;
  // Compound's market pays nothing to begin with.
  await borrower('repay');
  proof = await demoWalletGrantsOnBase(api, net.devnet, {
    venues: [AAVE, COMET],
    dailyCapUsdc: '1000000',
    maxCalls: 50,
  });
  const switched = await getJson(`${api.url}/api/autopilot/agent`, {
    method: 'PUT',
    headers: { ...proof, 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress: A, autoRebalance: true, cancelWindowSeconds: 0 }),
  });
  expect(switched.status).toBe(200);
  await api.deps.autopilot.rounds.start(await startJobQueue(db.jobsSql, createLogger('silent')));
}, 120_000);

afterAll(async () => {
  await api?.deps.autopilot.rounds.stop();
  await api?.close();
  await net?.stop();
  await db?.close();
});

describe('the agent moves money while the owner is away', () => {
  it('puts idle money where it earns most, then nothing more pays', async () => {
    const moves = await settled(6_000);
    const done = moves.filter((m) => m.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    // The wallet's USDC on Base is in Aave now, none in Compound, which pays nothing.
    expect(await inComet()).toBe(0n);
    expect(await usdcOf(A, aToken)).toBeGreaterThan(0n);
  }, 150_000);

  it("moves out of Aave into Compound once Compound's rate rises, through the grant, and reports it", async () => {
    const before = await movesOf();
    const inAave = await usdcOf(A, aToken);
    // The owner last had the panel open now: what the agent does from here is what it did while they were away.
    const seenFirst = await postJson(`${api.url}/api/autopilot/agent/seen`, { walletAddress: A }, proof);
    expect(seenFirst.status).toBe(200);
    // The borrower borrows again, to 89 % of what Compound holds: its rate rises to about 6.6 % a year, below the
    // kink (no spike, nothing a 30-day mean would discount).
    const supplied = await base.readContract({ address: COMET, abi: COMET_ABI, functionName: 'totalSupply' });
    const block = await borrower('borrow', (supplied * 89n) / 100n);
    const changedAt = Number((await base.getBlock({ blockNumber: block })).timestamp);
    const move = await waitFor(
      'the move out of Aave into Compound, done',
      async () => (await movesOf()).find((m) => !before.some((b) => b.id === m.id) && m.status === 'done'),
      120_000,
    );
    expect(move.arithmetic).toMatch(/APY/);
    expect(move.summary).toMatch(/^[\d.]+ USDC: Aave V3 → Compound V3 on Base$/);
    // Two transactions through the grant: the withdraw from Aave, then approve + supply into Compound.
    expect(move.transactions).toHaveLength(2);
    const log = await getJson(`${api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proof });
    const report = (log.body.entries as { message: string }[]).find((e) =>
      e.message.startsWith('Move done: '),
    );
    expect(report?.message).toContain('from Aave V3 on Base into Compound V3 on Base');
    for (const hash of move.transactions) expect(report?.message).toContain(hash);
    const last = move.transactions.at(-1) as Hex;
    const receipt = await base.getTransactionReceipt({ hash: last });
    expect(receipt.status).toBe('success');
    const movedAt = Number((await base.getBlock({ blockNumber: receipt.blockNumber })).timestamp);
    console.log(
      `rate change → move on chain: ${movedAt - changedAt} s (rounds every 1 s, plan every 1 s, list 1 s old, window 0)`,
    );
    // The money left Aave for Compound on chain, and no transaction was sent twice.
    const amount = BigInt(Math.round(Number(move.summary?.split(' ')[0]) * 1e6));
    expect(await inComet()).toBeGreaterThanOrEqual(amount - 1n);
    const all = (await movesOf()).flatMap((m) => m.transactions);
    expect(new Set(all).size).toBe(all.length);
    // Back at the panel: the moves done meanwhile, and the USDC they moved, are what the away line counts.
    const doneSince = (await movesOf()).filter(
      (m) => !before.some((b) => b.id === m.id) && m.status === 'done',
    );
    const away = await postJson(`${api.url}/api/autopilot/agent/seen`, { walletAddress: A }, proof);
    const movedUnits = doneSince.reduce(
      (sum, m) => sum + Math.round(Number(m.summary?.split(' ')[0]) * 1e6),
      0,
    );
    expect(away.body).toMatchObject({ moves: doneSince.length, movedUnits });
    expect(await usdcOf(A, aToken)).toBeLessThan(inAave);
  }, 150_000);
});
