// Moves while the owner is away (issue 41): the demo wallet, a smart account by EIP-7702, grants its agent Aave V3
// on Base. A move the agent announces waits out the owner's cancel window: cancelled within it, nothing runs;
// once it is over, the move's one step (approve + supply, simulated first) goes through the grant from the agent's
// account, exactly once, and is reported with its arithmetic and transaction; the chain shows the money moved. The
// hash is known and kept before the chain has the transaction. A due move whose owner turned Auto Rebalance off, or
// revoked the grant, does not run: it is cancelled, says why, and the chain shows nothing moved. A move out of a
// position into a better granted pool is two steps through the grant (the withdraw, then approve + supply), each
// sent once; the chain shows the money out of one pool and in the other, none left idle.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { positionId } from '@fin/shared/domain/optimizer/positions';
import type { GrantView } from '@fin/shared/schemas/grant';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { idleDepositPlan, positionMovePlan } from '../../src/modules/autopilot/move-plan';
import { MovesStore } from '../../src/modules/autopilot/moves-store';
import { disableCalldata } from '../../src/modules/grants/kit';
import { idleToAave, storedRoundState } from '../support/autopilot-moves';
import { devnetAppForFile } from '../support/devnet-app';
import { demoWalletGrantsOnBase, devChain } from '../support/grants';
import { envelopeCode, getJson, postJson } from '../support/test-app';
import { KEY_0 } from '../support/wallet-session';

const app = devnetAppForFile();
const BASE = 8453;
const USDC = getTokenAddress('USDC', BASE) as Address;
const AAVE = AAVE_V3_POOL[BASE] as Address;
const COMET = COMPOUND_V3_COMET_USDC[BASE] as Address;
const A = DEMO_ACCOUNT.address;

let base: ReturnType<typeof createPublicClient>;
let proof: Record<string, string>;

/** The optimizer's move of 250 idle USDC on Base into Aave V3, as it proposes it (its arithmetic included). */
const ACTION = idleToAave(250, 4.1, 0.02);

/** The move as the database keeps it, its steps' records included. */
const stored = async (id: string) => (await new MovesStore(app.db.db).latest(A, 50)).find((m) => m.id === id);
const usdcOf = (who: Address) =>
  base.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
const viewOf = async () =>
  (await getJson(`${app.api.url}/api/autopilot/agent?walletAddress=${A}`, { headers: proof })).body as {
    moves: { id: string; status: string; note: string | null; transactions: string[]; arithmetic: string }[];
  };
const logOf = async () =>
  (await getJson(`${app.api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proof })).body.entries as {
    message: string;
  }[];
/** The owner's Auto Rebalance switch, set through the API as the panel sets it. */
const autoRebalance = async (on: boolean) => {
  const res = await getJson(`${app.api.url}/api/autopilot/agent`, {
    method: 'PUT',
    headers: { ...proof, 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress: A, autoRebalance: on }),
  });
  expect(res.status).toBe(200);
};
/** The round's state: the switches as stored, the optimizer just run (these tests announce their own moves). */
const state = () => storedRoundState(app.api.deps.autopilot.agent, A);

beforeAll(async () => {
  const rpcUrl = app.net.devnet.chain(BASE).rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  proof = await demoWalletGrantsOnBase(app.api, app.net.devnet, {
    venues: [AAVE, COMET],
    dailyCapUsdc: '1000',
    maxCalls: 20,
  });
  await autoRebalance(true);
});

describe('moves while the owner is away', () => {
  it('announced, then cancelled within the window: nothing runs, and it cannot be cancelled twice', async () => {
    const plan = idleDepositPlan(ACTION, AAVE, A);
    expect(plan?.steps.map((s) => s.calls.length)).toEqual([2]); // approve + supply, one transaction
    const before = await usdcOf(A);
    const move = await app.api.deps.autopilot.moves.announce(A, plan!, 3600);
    const log = await getJson(`${app.api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proof });
    expect((log.body.entries as { message: string }[])[0]?.message).toMatch(
      /^Move announced: 250 USDC from your wallet on Base into Aave V3 on Base at \d\d:\d\d UTC unless you cancel it\. 0\.00% → 4\.10% APY on \$250\.00: \+\$10\.25 a year; costs \$0\.02 \(gas \$0\.02, paid by your agent's account\); pays back in 0\.7 days/,
    );
    expect((await viewOf()).moves[0]).toMatchObject({ id: move.id, status: 'announced' });

    const cancel = await postJson(
      `${app.api.url}/api/autopilot/moves/cancel`,
      { walletAddress: A, moveId: move.id },
      proof,
    );
    expect(cancel.status).toBe(200);
    expect((await viewOf()).moves[0]).toMatchObject({ id: move.id, status: 'cancelled', transactions: [] });
    // Rounds go by: the cancelled move never runs.
    await app.api.deps.autopilot.moves.round(A, await state());
    await app.api.deps.autopilot.moves.round(A, await state());
    expect(await usdcOf(A)).toBe(before);
    const again = await postJson(
      `${app.api.url}/api/autopilot/moves/cancel`,
      { walletAddress: A, moveId: move.id },
      proof,
    );
    expect(again.status).toBe(409);
    expect(envelopeCode(again.body)).toBe('MOVE_NOT_CANCELLABLE');
  });

  it('announced, its window over: runs once through the grant, reported, the chain shows the money moved', async () => {
    const before = await usdcOf(A);
    const move = await app.api.deps.autopilot.moves.announce(A, idleDepositPlan(ACTION, AAVE, A)!, 0);
    await app.api.deps.autopilot.moves.round(A, await state());
    const done = (await viewOf()).moves.find((m) => m.id === move.id);
    expect(done).toMatchObject({ status: 'done' });
    expect(done?.transactions).toHaveLength(1);
    // The step was claimed, and its hash recorded when signed, before it went out.
    const row = await stored(move.id);
    expect(row?.steps[0]).toMatchObject({ status: 'done', attempts: 1, transactions: done?.transactions });
    expect(row?.steps[0]?.signedAt).toEqual(expect.any(String));
    const receipt = await base.getTransactionReceipt({ hash: done?.transactions[0] as Hex });
    expect(receipt.status).toBe('success');
    expect(await usdcOf(A)).toBe(before - 250_000_000n);
    // In that one transaction: 250 USDC from the wallet into Aave's aToken, and aUSDC minted to the wallet itself.
    const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    const paidIn = transfers.find((t) => t.address.toLowerCase() === USDC.toLowerCase() && t.args.from === A);
    expect(paidIn?.args.value).toBe(250_000_000n);
    const aToken = paidIn?.args.to as Address;
    const minted = transfers.find((t) => t.address.toLowerCase() === aToken.toLowerCase() && t.args.to === A);
    expect(minted?.args.from).toBe(zeroAddress);
    expect(Number(minted?.args.value)).toBeGreaterThan(0);
    const aaveHeld = await base.readContract({
      address: aToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [A],
    });
    expect(aaveHeld).toBeGreaterThanOrEqual(250_000_000n);
    const log = await getJson(`${app.api.url}/api/agentkit/log?walletAddress=${A}`, { headers: proof });
    expect((log.body.entries as { message: string }[])[0]?.message).toBe(
      `Move done: 250 USDC from your wallet on Base into Aave V3 on Base. ${done?.arithmetic}. Transactions: ${done?.transactions[0]}`,
    );
    // More rounds, on this instance or another: a move that is done never runs again.
    await app.api.deps.autopilot.moves.round(A, await state());
    expect(await usdcOf(A)).toBe(before - 250_000_000n);
    // A stranger cannot cancel or read this wallet's moves.
    const stranger = await postJson(`${app.api.url}/api/autopilot/moves/cancel`, {
      walletAddress: A,
      moveId: move.id,
    });
    expect(stranger.status).toBe(401);
  });

  it("the hash is known and kept before the chain has the transaction; the chain's answers for it", async () => {
    const plan = idleDepositPlan({ ...ACTION, amount: '10' }, AAVE, A)!;
    const agent = await app.api.deps.grantPort.agentAccount(A);
    const nonceBefore = await app.api.deps.grantPort.agentNonces(A, BASE);
    let signed: { hash: Hex; nonce: number; onChain: boolean } | undefined;
    const sent = await app.api.deps.grantPort.redeemThroughGrant(A, BASE, plan.steps[0]!.calls, async (t) => {
      const onChain = await base.getTransaction({ hash: t.hash }).then(
        () => true,
        () => false,
      );
      signed = { ...t, onChain };
    });
    expect(sent.ok).toBe(true);
    expect(signed).toMatchObject({ nonce: nonceBefore.pending, onChain: false });
    expect(sent.ok && sent.transactions).toEqual([signed?.hash]);
    const tx = await base.getTransaction({ hash: signed?.hash as Hex });
    expect(tx.from.toLowerCase()).toBe(agent.toLowerCase());
    expect(await app.api.deps.grantPort.transactionOutcome(BASE, signed?.hash as Hex)).toBe('success');
    expect(await app.api.deps.grantPort.transactionOutcome(BASE, `0x${'ab'.repeat(32)}`)).toBe('unknown');
    expect((await app.api.deps.grantPort.agentNonces(A, BASE)).mined).toBe(nonceBefore.mined + 1);
  });

  it('out of a position into a better pool: the withdraw, then the deposit, each once; the money moved on chain', async () => {
    const holdings = (await app.api.deps.portfolio.portfolio(A, { includeZero: false })).entries;
    const inAave = holdings.find((e) => e.chainId === BASE && e.asset.protocol === 'Aave V3');
    expect(Number(inAave?.rawBalance)).toBeGreaterThanOrEqual(250_000_000);
    const cometOf = () =>
      base.readContract({ address: COMET, abi: erc20Abi, functionName: 'balanceOf', args: [A] });
    const aTokenOf = () =>
      base.readContract({
        address: inAave?.asset.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [A],
      });
    const [walletBefore, aaveBefore, cometBefore] = await Promise.all([usdcOf(A), aTokenOf(), cometOf()]);
    const action = {
      ...ACTION,
      amount: '100',
      from: 'Aave V3@Base',
      fromProtocol: 'Aave V3',
      toProtocol: 'Compound V3',
      to: 'Compound V3@Base',
      fromPositionId: positionId(inAave!),
    };
    const plan = positionMovePlan(action, inAave!, COMET, A);
    expect(plan?.steps.map((s) => s.label)).toEqual([
      'Withdraw 100 USDC from Aave V3 on Base',
      'Deposit 100 USDC into Compound V3 on Base',
    ]);
    const move = await app.api.deps.autopilot.moves.announce(A, plan!, 0);
    await app.api.deps.autopilot.moves.round(A, await state());
    await app.api.deps.autopilot.moves.round(A, await state());
    const done = (await viewOf()).moves.find((m) => m.id === move.id);
    expect(done).toMatchObject({ status: 'done' });
    expect(done?.transactions).toHaveLength(2);
    const row = await stored(move.id);
    expect(row?.steps.map((s) => [s.status, s.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    for (const hash of done?.transactions ?? [])
      expect((await base.getTransactionReceipt({ hash: hash as Hex })).status).toBe('success');
    // 100 USDC out of Aave (less the interest it paid meanwhile), 100 into Compound, the wallet's own USDC as it was.
    expect(await usdcOf(A)).toBe(walletBefore);
    const outOfAave = aaveBefore - (await aTokenOf());
    expect(outOfAave).toBeGreaterThan(99_990_000n);
    expect(outOfAave).toBeLessThanOrEqual(100_000_000n);
    const intoComet = (await cometOf()) - cometBefore;
    expect(intoComet).toBeGreaterThanOrEqual(99_999_998n);
    expect(intoComet).toBeLessThanOrEqual(100_000_000n);
    expect((await logOf())[0]?.message).toBe(
      `Move done: 100 USDC from Aave V3 on Base into Compound V3 on Base. ${done?.arithmetic}. Transactions: ${done?.transactions.join(', ')}`,
    );
  });

  it('due while Auto Rebalance is off: cancelled with the reason, logged, nothing moved', async () => {
    const before = await usdcOf(A);
    const move = await app.api.deps.autopilot.moves.announce(A, idleDepositPlan(ACTION, AAVE, A)!, 0);
    await autoRebalance(false);
    await app.api.deps.autopilot.moves.round(A, await state());
    await app.api.deps.autopilot.moves.round(A, await state());
    expect((await viewOf()).moves.find((m) => m.id === move.id)).toMatchObject({
      status: 'cancelled',
      transactions: [],
      note: 'Cancelled: Auto Rebalance is off; nothing moved, the USDC is still in your wallet on Base',
    });
    expect((await logOf())[0]?.message).toBe(
      'Move cancelled before it ran: 250 USDC from your wallet on Base into Aave V3 on Base did not run because Auto Rebalance is off; nothing moved, the USDC is still in your wallet on Base',
    );
    expect(await usdcOf(A)).toBe(before);
    await autoRebalance(true);
  });

  it('due after the owner revoked the grant on chain: cancelled with the reason, nothing moved', async () => {
    const before = await usdcOf(A);
    const move = await app.api.deps.autopilot.moves.announce(A, idleDepositPlan(ACTION, AAVE, A)!, 0);
    const grants = await getJson(`${app.api.url}/api/grants?walletAddress=${A}`, { headers: proof });
    const [grant] = grants.body.grants as GrantView[];
    const owner = createWalletClient({
      account: privateKeyToAccount(KEY_0),
      chain: devChain(BASE, app.net.devnet.chain(BASE).rpcUrl),
      transport: http(),
    });
    const data = disableCalldata(grant!.delegation);
    await base.waitForTransactionReceipt({
      hash: await owner.sendTransaction({ to: DELEGATION_FRAMEWORK.DelegationManager, data }),
    });
    await app.api.deps.autopilot.moves.round(A, await state());
    expect((await viewOf()).moves.find((m) => m.id === move.id)).toMatchObject({
      status: 'cancelled',
      transactions: [],
      note: 'Cancelled: your grant on Base is revoked; nothing moved, the USDC is still in your wallet on Base',
    });
    expect((await logOf())[0]?.message).toMatch(/did not run because your grant on Base is revoked/);
    expect(await usdcOf(A)).toBe(before);
  });
});
