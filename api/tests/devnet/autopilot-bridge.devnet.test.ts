// Moves between networks while the owner is away (issue 41): the demo wallet grants its agent CCTP on Base and
// Aave V3 on Arbitrum. A move of idle USDC on Base into Aave on Arbitrum is three steps: the burn through the grant
// on Base (approve + depositForBurn, minted to the owner's own address, standard speed, no fee), the mint (the
// agent's account relays Circle's attested message to Arbitrum) and approve + supply through the grant on Arbitrum;
// each is sent once and the chains show the money moved. An instance that stops after broadcasting the mint and
// before recording it leaves a step the next round decides from the chain: the destination minted it, so it is
// never sent again, and the deposit is sent once.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { AAVE_V3_POOL, CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgentLedger } from '../../src/modules/agentkit/ledger';
import { ChainBridge } from '../../src/modules/autopilot/bridge-leg';
import { crossChainPlan } from '../../src/modules/autopilot/move-plan';
import { Autopilot } from '../../src/modules/autopilot/moves';
import { type MoveRow, MovesStore } from '../../src/modules/autopilot/moves-store';
import { RoundsStore } from '../../src/modules/autopilot/rounds-store';
import type { GrantPort } from '../../src/modules/grants/port';
import { idleBaseToArbitrumAave, storedRoundState } from '../support/autopilot-moves';
import { devnetAppForFile } from '../support/devnet-app';
import { demoWalletGrantsOn, demoWalletGrantsOnBase, devChain } from '../support/grants';
import { getJson } from '../support/test-app';
import { KEY_0 } from '../support/wallet-session';

const app = devnetAppForFile();
const BASE = 8453;
const ARBITRUM = 42161;
const A = DEMO_ACCOUNT.address;
const AAVE_ARBITRUM = AAVE_V3_POOL[ARBITRUM] as Address;
const RESERVE_ABI = parseAbi([
  'function getReserveData(address asset) view returns ((uint256 configuration, uint128 liquidityIndex, uint128 currentLiquidityRate, uint128 variableBorrowIndex, uint128 currentVariableBorrowRate, uint128 currentStableBorrowRate, uint40 lastUpdateTimestamp, uint16 id, address aTokenAddress, address stableDebtTokenAddress, address variableDebtTokenAddress, address interestRateStrategyAddress, uint128 accruedToTreasury, uint128 unbacked, uint128 isolationModeTotalDebt))',
]);

let proof: Record<string, string>;
let aToken: Address;
const client = (chainId: number) =>
  createPublicClient({ transport: http(app.net.devnet.chain(chainId).rpcUrl), cacheTime: 0 });
const balanceOf = (chainId: number, token: Address, who: Address) =>
  client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
const usdc = (chainId: number) => getTokenAddress('USDC', chainId) as Address;
const stored = async (id: string) =>
  (await new MovesStore(app.db.db).latest(A, 50)).find((m) => m.id === id) as MoveRow;
const bridge = () => new ChainBridge(app.api.deps.rpc, app.api.deps.clients, 10_000);

/** The round's state as the server's rounds pass it: the switches as stored, the optimizer just run. */
const state = () => storedRoundState(app.api.deps.autopilot.agent, A);

/** Rounds of `autopilot` every 500 ms until the move is over (Circle's devnet attests a standard burn in ~6 s). */
async function roundsUntilOver(autopilot: Autopilot, id: string, timeoutMs = 60_000): Promise<MoveRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await autopilot.round(A, await state());
    const move = await stored(id);
    if (!['announced', 'running'].includes(move.status) || Date.now() > until) return move;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The move of `usdc` idle USDC on Base into Aave V3 on Arbitrum, planned on the chain's own burn terms. */
async function planOf(amount: number) {
  const units = BigInt(amount) * 1_000_000n;
  const terms = await bridge().terms(BASE, ARBITRUM, units);
  return crossChainPlan(idleBaseToArbitrumAave(amount, 4.5, 0.3), null, AAVE_ARBITRUM, A, units, terms);
}

beforeAll(async () => {
  proof = await demoWalletGrantsOnBase(app.api, app.net.devnet, {
    venues: [CCTP_V2.tokenMessenger],
    dailyCapUsdc: '2000',
    maxCalls: 20,
  });
  await demoWalletGrantsOn(app.api, app.net.devnet, proof, ARBITRUM, {
    venues: [AAVE_ARBITRUM],
    dailyCapUsdc: '2000',
    maxCalls: 20,
  });
  const reserve = await client(ARBITRUM).readContract({
    address: AAVE_ARBITRUM,
    abi: RESERVE_ABI,
    functionName: 'getReserveData',
    args: [usdc(ARBITRUM)],
  });
  aToken = reserve.aTokenAddress;
  const on = await getJson(`${app.api.url}/api/autopilot/agent`, {
    method: 'PUT',
    headers: { ...proof, 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress: A, autoRebalance: true }),
  });
  expect(on.status).toBe(200);
});

describe('moves between networks while the owner is away', () => {
  it('the plan: burn on Base minted to the owner, the mint, the deposit on Arbitrum; priced at standard speed', async () => {
    const plan = await planOf(300);
    expect(plan?.steps.map((s) => [s.name, s.chainId ?? plan.chainId, s.calls.length])).toEqual([
      ['burn', BASE, 2],
      ['mint', ARBITRUM, 0],
      ['deposit', ARBITRUM, 2],
    ]);
    // The optimizer priced a fast fee of $0.30; the agent burns at standard speed, with no fast fee.
    expect(plan?.arithmetic).toContain(
      "paid by your agent's account; CCTP fee $0.00, arrives in 15-19 minutes)",
    );
    expect(plan?.arithmetic).toContain('costs $0.05');
  });

  it('burned through the grant, minted by the agent, deposited through the grant, each once; the chains show it', async () => {
    const plan = await planOf(300);
    const [baseBefore, arbBefore, aBefore] = await Promise.all([
      balanceOf(BASE, usdc(BASE), A),
      balanceOf(ARBITRUM, usdc(ARBITRUM), A),
      balanceOf(ARBITRUM, aToken, A),
    ]);
    const move = await app.api.deps.autopilot.moves.announce(A, plan!, 0);
    const done = await roundsUntilOver(app.api.deps.autopilot.moves, move.id);
    expect(done.status).toBe('done');
    expect(done.steps.map((s) => [s.name, s.status, s.transactions.length, s.attempts])).toEqual([
      ['burn', 'done', 1, 1],
      ['mint', 'done', 1, 1],
      ['deposit', 'done', 1, 1],
    ]);
    expect(baseBefore - (await balanceOf(BASE, usdc(BASE), A))).toBe(300_000_000n);
    // All of it arrived (no fee at standard speed) and all of it is in Aave: none left idle on Arbitrum.
    expect(await balanceOf(ARBITRUM, usdc(ARBITRUM), A)).toBe(arbBefore);
    expect((await balanceOf(ARBITRUM, aToken, A)) - aBefore).toBeGreaterThanOrEqual(299_999_999n);
    const log = (await getJson(`${app.api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proof })).body
      .entries as { message: string }[];
    expect(log[0]?.message).toMatch(
      /^Move done: 300 USDC from your wallet on Base into Aave V3 on Arbitrum\. .*Transactions: 0x[0-9a-f]{64}, 0x[0-9a-f]{64}, 0x[0-9a-f]{64}$/,
    );
    const view = (await getJson(`${app.api.url}/api/autopilot/agent?walletAddress=${A}`, { headers: proof }))
      .body as { moves: { id: string; summary: string }[] };
    expect(view.moves.find((m) => m.id === move.id)?.summary).toBe(
      '300 USDC: Wallet on Base → Aave V3 on Arbitrum',
    );
  }, 120_000);

  it('the instance stops after broadcasting the mint, before recording it: the next round never mints again, and deposits once', async () => {
    const plan = await planOf(200);
    const grants = app.api.deps.grantPort;
    // Instance 1: everything real, but it stops (throws) right after its mint went out, before it records anything.
    const stopping: GrantPort = Object.assign(Object.create(grants) as GrantPort, {
      sendFromAgent: async (...args: Parameters<GrantPort['sendFromAgent']>) => {
        const sent = await grants.sendFromAgent(...args);
        // The grant's redeems go through here too: only the mint (to the transmitter) is followed by the stop.
        if (args[2].to === CCTP_V2.messageTransmitter) throw new Error('instance 1 stopped');
        return sent;
      },
    });
    const db = app.db.db;
    const first = new Autopilot({
      moves: new MovesStore(db),
      rounds: new RoundsStore(db),
      grants: stopping,
      ledger: new AgentLedger(db),
      optimizer: app.api.deps.optimizer,
      planEveryMs: 86_400_000,
      bridge: bridge(),
    });
    const aBefore = await balanceOf(ARBITRUM, aToken, A);
    const move = await app.api.deps.autopilot.moves.announce(A, plan!, 0);
    const until = Date.now() + 60_000;
    let stopped: unknown = null;
    while (!stopped && Date.now() < until) {
      stopped = await first.round(A, await state()).then(
        () => null,
        (e: unknown) => e,
      );
      if (!stopped) await new Promise((r) => setTimeout(r, 500));
    }
    expect((stopped as Error).message).toBe('instance 1 stopped');
    const midway = await stored(move.id);
    expect(midway.steps.map((s) => [s.name, s.status, s.transactions.length])).toEqual([
      ['burn', 'done', 1],
      ['mint', 'sending', 1],
      ['deposit', 'pending', 0],
    ]);
    const agent = await grants.agentAccount(A);
    const nonce = await client(ARBITRUM).getTransactionCount({ address: agent });

    // Instance 2 (the API's own rounds) goes on: the chain says minted, so the mint is done and only the deposit goes.
    const done = await roundsUntilOver(app.api.deps.autopilot.moves, move.id);
    expect(done.status).toBe('done');
    expect(done.steps.map((s) => [s.name, s.status, s.transactions.length])).toEqual([
      ['burn', 'done', 1],
      ['mint', 'done', 1],
      ['deposit', 'done', 1],
    ]);
    expect(await client(ARBITRUM).getTransactionCount({ address: agent })).toBe(nonce + 1);
    expect((await balanceOf(ARBITRUM, aToken, A)) - aBefore).toBeGreaterThanOrEqual(199_999_999n);
  }, 120_000);

  it("weighed by the server's round: the optimizer's move between the granted networks is announced with its terms", async () => {
    // The wallet's idle USDC on Arbitrum leaves (else its move into Aave on Arbitrum, on one network, comes first).
    const owner = createWalletClient({
      account: privateKeyToAccount(KEY_0),
      chain: devChain(ARBITRUM, app.net.devnet.chain(ARBITRUM).rpcUrl),
      transport: http(),
    });
    const idle = await balanceOf(ARBITRUM, usdc(ARBITRUM), A);
    const sent = await owner.writeContract({
      address: usdc(ARBITRUM),
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000dEaD', idle],
    });
    await client(ARBITRUM).waitForTransactionReceipt({ hash: sent });
    const round = { ...(await state()), lastPlanAt: null, cancelWindowSeconds: 3600 };
    await app.api.deps.autopilot.moves.round(A, round);
    const [announced] = await new MovesStore(app.db.db).open(A);
    expect(announced?.plan).toMatchObject({ fromChainId: BASE, chainId: ARBITRUM, toProtocol: 'Aave V3' });
    expect(announced?.plan.steps.map((s) => s.name)).toEqual(['burn', 'mint', 'deposit']);
    expect(announced?.plan.arithmetic).toMatch(/CCTP fee \$0\.00, arrives in 15-19 minutes\)/);
    // Within the day's cap left on each network (2,000 USDC less the 500 moved above).
    expect(BigInt(announced!.plan.amountUnits)).toBeLessThanOrEqual(1_500_000_000n);
    await app.api.deps.autopilot.moves.cancel(A, announced!.id);
  }, 120_000);
});
