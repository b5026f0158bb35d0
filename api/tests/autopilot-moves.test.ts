// The agent's moves where a devnet cannot make the fault happen: the real moves store (in-memory PGlite, its
// conditional updates) with a fake chain behind the grant port. A step is claimed before it is signed and its hash
// kept before it is broadcast, so a receipt wait that throws, an instance that dies after sending, or two instances
// at once never send a step twice; a step found in flight is decided from the chain. A transaction that reverts on
// chain reads as failed, with where the money is. A due move whose wallet has Auto Rebalance off, or no grant in
// force, is cancelled and says why.

import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { autopilotMoves } from '../src/db/schema';
import type { Attested, BridgePort } from '../src/modules/autopilot/bridge-leg';
import { CLAIM_SETTLE_MS, STUCK_TX_MS, UNKNOWN_TX_MS } from '../src/modules/autopilot/move-runner';
import { Autopilot, type AutopilotOptions } from '../src/modules/autopilot/moves';
import { type MoveRow, MovesStore } from '../src/modules/autopilot/moves-store';
import type { TxOutcome } from '../src/modules/grants/chain';
import type {
  GrantCall,
  GrantInForce,
  GrantRecord,
  OnSigned,
  RedeemResult,
} from '../src/modules/grants/port';
import {
  MOVING_STATE,
  PLAN_250_BASE_TO_ARBITRUM,
  PLAN_250_COMET_TO_AAVE,
  PLAN_250_INTO_AAVE,
} from './support/autopilot-moves';
import { openTestDatabase } from './support/test-app';

const W = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const H1 = `0x${'a1'.repeat(32)}` as Hex;
const H2 = `0x${'b2'.repeat(32)}` as Hex;

const PLAN = PLAN_250_INTO_AAVE;

type Send = (calls: GrantCall[], signed?: OnSigned) => Promise<RedeemResult>;

/** The grant port's chain side, scripted: what each send does, what the chain says of each hash. */
class FakeChain {
  sends = 0;
  send: Send = async () => ({ ok: false, sent: false, reason: 'no script' });
  outcomes = new Map<Hex, TxOutcome>();
  nonces = { mined: 7, pending: 7 };
  inForce: GrantInForce = { ok: true };
  granted: GrantRecord | null = null;
  async grant() {
    return this.granted;
  }
  /** Per network when set (a grant revoked on one network only). */
  inForceOn: ((chainId: number) => GrantInForce) | null = null;
  async grantInForce(_w: Address, chainId: number): Promise<GrantInForce> {
    return this.inForceOn?.(chainId) ?? this.inForce;
  }
  async redeemThroughGrant(_w: Address, _c: number, calls: GrantCall[], signed?: OnSigned) {
    this.sends += 1;
    return this.send(calls, signed);
  }
  async sendFromAgent(_w: Address, _c: number, call: GrantCall, signed?: OnSigned) {
    this.sends += 1;
    return this.send([call], signed);
  }
  async transactionOutcome(_c: number, hash: Hex): Promise<TxOutcome> {
    return this.outcomes.get(hash) ?? 'unknown';
  }
  async agentNonces() {
    return this.nonces;
  }
  async agentGas() {
    return { account: W as Address, balanceWei: 10n ** 18n, gasPriceWei: 10n ** 9n };
  }
}

/** Circle and the destination's transmitter, scripted: what the attestation says, whether the nonce was used. */
class FakeBridge implements BridgePort {
  attestation: Attested = { kind: 'wait', why: "Circle's attestation is not ready yet" };
  used = false;
  asked: Hex[] = [];
  async terms(): Promise<never> {
    throw new Error('not weighed in these tests');
  }
  async attested(_from: number, burnHash: Hex) {
    this.asked.push(burnHash);
    return this.attestation;
  }
  async minted() {
    return this.used;
  }
}
const READY: Attested = {
  kind: 'ready',
  message: '0x01',
  attestation: '0x02',
  nonce: `0x${'0c'.repeat(32)}`,
};

const STATE = MOVING_STATE;

let db: Database;
let store: MovesStore;
let chain: FakeChain;
let bridge: FakeBridge;
let logs: { level: string; message: string }[];
let news: { wallet: string; subject: string; stage: number; title: string; message: string }[];
let autoRebalance: boolean;
let clock: number;

const autopilot = () => new Autopilot(autopilotOptions());

const autopilotOptions = (): AutopilotOptions => ({
  moves: store,
  rounds: { planned: async () => {}, state: async () => ({ ...STATE, autoRebalance }) },
  grants: chain,
  ledger: {
    log: async (_w, level, message) => void logs.push({ level, message }),
    // As the ledger's: not again while it is still the newest line.
    logOnce: async (_w, level, message) => {
      if (logs.at(-1)?.message !== message) logs.push({ level, message });
    },
  },
  optimizer: {
    optimizeWithHoldings: async () => {
      throw new Error('not weighed in these tests');
    },
  },
  planEveryMs: 1e12,
  bridge,
  notify: async (wallet, n) => void news.push({ wallet, ...n }),
  now: () => new Date(clock),
});

/** A round as the rounds give it (the wallet's state; planned long ago so nothing new is weighed). */
const round = (a = autopilot()) => a.round(W, { ...STATE, autoRebalance, lastPlanAt: new Date(clock) });
const moveOf = async (id: string): Promise<MoveRow> =>
  (await store.latest(W, 50)).find((m) => m.id === id) as MoveRow;
const announced = async () => autopilot().announce(W, PLAN, 0);

beforeAll(async () => {
  db = await openTestDatabase();
  store = new MovesStore(db.db);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.db.delete(autopilotMoves);
  chain = new FakeChain();
  bridge = new FakeBridge();
  logs = [];
  news = [];
  autoRebalance = true;
  clock = Date.parse('2026-12-01T12:00:00Z');
});

describe('never sent twice', () => {
  it('the receipt wait throws after the send: the step keeps its hash, the next round reads the receipt, no resend', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      throw new Error(`Timed out while waiting for transaction with hash ${H1}`);
    };
    await expect(round()).rejects.toThrow(/Timed out/);
    const after = await moveOf(move.id);
    expect(after.status).toBe('running');
    expect(after.steps[0]).toMatchObject({ status: 'sending', transactions: [H1], attempts: 1, nonce: 7 });

    chain.outcomes.set(H1, 'success');
    clock += 60_000;
    await round();
    await round();
    expect(chain.sends).toBe(1);
    expect(await moveOf(move.id)).toMatchObject({ status: 'done', note: `Done: ${H1}` });
    expect(logs.at(-1)?.message).toMatch(new RegExp(`^Move done: .* Transactions: ${H1}$`));
  });

  it('the send answers with no receipt yet: the step reads sent, and waits for the chain instead of resending', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      return { ok: false, sent: true, reverted: false, reason: 'No receipt yet', transactions: [H1] };
    };
    await round();
    expect((await moveOf(move.id)).steps[0]).toMatchObject({ status: 'sent', transactions: [H1] });
    chain.outcomes.set(H1, 'pending');
    clock += UNKNOWN_TX_MS * 2; // still in the node's pool: waited for, however long
    await round();
    expect(await moveOf(move.id)).toMatchObject({ status: 'running' });
    expect((await moveOf(move.id)).note).toMatch(/not mined yet/);
    chain.outcomes.set(H1, 'success');
    await round();
    expect(chain.sends).toBe(1);
    expect((await moveOf(move.id)).status).toBe('done');
  });

  it('a move is news twice, announced and done, however many instances run it', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      return { ok: true, transactions: [H1], gasUsed: 1n };
    };
    await Promise.all([round(autopilot()), round(autopilot())]);
    await round();
    expect(news).toEqual([
      {
        wallet: W,
        subject: `move:${move.id}`,
        stage: 1,
        title: 'Move announced',
        message:
          '250 USDC from your wallet on Base into Aave V3 on Base at 12:00 UTC unless you cancel it. 0.00% → 4.10% APY on $250.00',
      },
      {
        wallet: W,
        subject: `move:${move.id}`,
        stage: 2,
        title: 'Move done',
        message: `250 USDC from your wallet on Base into Aave V3 on Base. 0.00% → 4.10% APY on $250.00. Transactions: ${H1}`,
      },
    ]);
  });

  it('two instances run the same due move at once: one claims the step, it is sent once', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      await new Promise((r) => setTimeout(r, 50));
      return { ok: true, transactions: [H1], gasUsed: 1n };
    };
    await Promise.all([round(autopilot()), round(autopilot()), round(autopilot())]);
    expect(chain.sends).toBe(1);
    expect(await moveOf(move.id)).toMatchObject({ status: 'done' });
    expect(logs.filter((l) => l.message.startsWith('Move done'))).toHaveLength(1);
  });

  it('the instance died after recording the hash: a reverted receipt fails the move, saying where the money is', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      throw new Error('instance died');
    };
    await expect(round()).rejects.toThrow('instance died');
    chain.outcomes.set(H1, 'reverted');
    await round();
    expect(chain.sends).toBe(1);
    const failed = await moveOf(move.id);
    expect(failed.status).toBe('failed');
    expect(failed.note).toContain(`${H1} reverted on chain`);
    expect(failed.note).toContain('the USDC is still in your wallet on Base');
    expect(logs.at(-1)).toMatchObject({ level: 'error' });
    expect(logs.at(-1)?.message).toMatch(
      /^Move failed: 250 USDC from your wallet on Base into Aave V3 on Base/,
    );
  });

  it('a recorded hash the chain never sees: waited for, then failed and explained after the bound, never resent', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      throw new Error('instance died before the broadcast');
    };
    await expect(round()).rejects.toThrow();
    clock += UNKNOWN_TX_MS - 1000;
    await round();
    expect((await moveOf(move.id)).status).toBe('running');
    clock += 2000;
    await round();
    await round();
    expect(chain.sends).toBe(1);
    const failed = await moveOf(move.id);
    expect(failed.status).toBe('failed');
    expect(failed.note).toMatch(new RegExp(`${H1} was not found on Base 10 minutes after it was signed`));
    expect(failed.note).toContain('not sent again');
    expect(failed.note).toContain('the USDC is still in your wallet on Base');
  });

  it('a sent transaction the network keeps pending: after 30 minutes the owner is told once it is stuck, never resent', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      return { ok: false, sent: true, reverted: false, reason: 'no receipt yet', transactions: [H1] };
    };
    await round();
    chain.outcomes.set(H1, 'pending');
    clock += STUCK_TX_MS - 60_000;
    await round();
    expect(logs.some((l) => l.message.startsWith('Move waiting'))).toBe(false);
    clock += 2 * 60_000;
    await round();
    clock += 10 * 60_000;
    await round();
    expect(chain.sends).toBe(1);
    const waiting = await moveOf(move.id);
    expect(waiting.status).toBe('running');
    expect(waiting.note).toBe(
      `Waiting: deposit 250 USDC into Aave V3 on Base was sent (${H1}) has waited 41 minutes to be mined on Base, longer than the network usually takes (its fee may be below what the network asks now); it is not sent again, and the rest of the move waits for it`,
    );
    const told = logs.filter((l) => l.message.startsWith('Move waiting'));
    expect(told).toEqual([
      {
        level: 'warning',
        message: `Move waiting: deposit 250 USDC into Aave V3 on Base was sent (${H1}) has waited over 30 minutes to be mined on Base, longer than the network usually takes (its fee may be below what the network asks now); it is not sent again, and the rest of the move waits for it`,
      },
    ]);
    chain.outcomes.set(H1, 'success');
    await round();
    expect(await moveOf(move.id)).toMatchObject({ status: 'done', note: `Done: ${H1}` });
  });

  it('claimed, no hash recorded (died before signing): once the claim settles, unchanged nonces let it go once', async () => {
    const move = await announced();
    chain.send = async () => {
      throw new Error('instance died before signing');
    };
    await expect(round()).rejects.toThrow();
    expect((await moveOf(move.id)).steps[0]).toMatchObject({
      status: 'sending',
      transactions: [],
      claimNonce: 7,
    });
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H2, nonce: 7 });
      return { ok: true, transactions: [H2], gasUsed: 1n };
    };
    clock += 60_000; // another instance may still be in the middle of it: wait
    await round();
    expect(chain.sends).toBe(1);
    clock += CLAIM_SETTLE_MS;
    await round();
    expect(chain.sends).toBe(2);
    expect(await moveOf(move.id)).toMatchObject({ status: 'done', note: `Done: ${H2}` });
    expect((await moveOf(move.id)).steps[0]).toMatchObject({ attempts: 2, transactions: [H2] });
  });

  it('claimed, no hash recorded, and the agent account sent something since: failed, never resent', async () => {
    const move = await announced();
    chain.send = async () => {
      throw new Error('instance died');
    };
    await expect(round()).rejects.toThrow();
    chain.nonces = { mined: 8, pending: 8 };
    clock += CLAIM_SETTLE_MS + 1000;
    await round();
    await round();
    expect(chain.sends).toBe(1);
    const failed = await moveOf(move.id);
    expect(failed.status).toBe('failed');
    expect(failed.note).toContain('its nonce went from 7 to 8');
    expect(failed.note).toContain('not sent again');
  });

  it('refused at the estimate (nothing sent): tried again next round, three times, then stopped', async () => {
    const move = await announced();
    chain.send = async () => ({ ok: false, sent: false, reason: 'The chain refuses it: cap' });
    await round();
    expect(await moveOf(move.id)).toMatchObject({ status: 'running' });
    expect((await moveOf(move.id)).steps[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await round();
    await round();
    await round();
    expect(chain.sends).toBe(3);
    expect(await moveOf(move.id)).toMatchObject({ status: 'stopped' });
  });
});

describe('a transaction that reverts on chain', () => {
  it('reads as failed, with where the money is, in the log and the move — not done', async () => {
    const move = await announced();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      return {
        ok: false,
        sent: true,
        reverted: true,
        reason: 'The transaction reverted on chain',
        transactions: [H1],
      };
    };
    await round();
    await round();
    expect(chain.sends).toBe(1);
    const failed = await moveOf(move.id);
    expect(failed.status).toBe('failed');
    expect(failed.steps[0]).toMatchObject({ status: 'failed', transactions: [H1] });
    expect(failed.note).toBe(
      `Failed: deposit 250 USDC into Aave V3 on Base: its transaction ${H1} reverted on chain (gas paid by your agent's account); the USDC is still in your wallet on Base`,
    );
    expect(logs.some((l) => l.message.startsWith('Move done'))).toBe(false);
    expect(logs.at(-1)).toEqual({
      level: 'error',
      message: `Move failed: 250 USDC from your wallet on Base into Aave V3 on Base did not happen; deposit 250 USDC into Aave V3 on Base failed: its transaction ${H1} reverted on chain (gas paid by your agent's account); the USDC is still in your wallet on Base`,
    });
  });
});

describe('a move out of a position (withdraw, then deposit)', () => {
  const positionMove = () => autopilot().announce(W, PLAN_250_COMET_TO_AAVE, 0);

  it('the instance dies after the withdraw is signed: the next round reads it from the chain and deposits, once', async () => {
    const move = await positionMove();
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H1, nonce: 7 });
      throw new Error('the instance stopped');
    };
    await expect(round()).rejects.toThrow(/stopped/);
    chain.outcomes.set(H1, 'success');
    chain.send = async (calls, signed) => {
      expect(calls.map((c) => c.data)).toEqual(['0x095ea7b3', '0x617ba037']);
      await signed?.({ hash: H2, nonce: 8 });
      return { ok: true, transactions: [H2], gasUsed: 300_000n };
    };
    // Another instance's rounds: the withdraw is never sent again, the deposit once.
    await round(autopilot());
    await round(autopilot());
    expect(chain.sends).toBe(2);
    const done = await moveOf(move.id);
    expect(done).toMatchObject({ status: 'done', note: `Done: ${H1}, ${H2}` });
    expect(done.steps.map((s) => [s.status, s.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(logs.at(-1)?.message).toMatch(
      /^Move done: 250 USDC from Compound V3 on Base into Aave V3 on Base\. .* Transactions: 0xa1.*, 0xb2/,
    );
  });

  it('the deposit refused after the withdraw: stopped, and it says the USDC is in the wallet, out of one pool and not into the other', async () => {
    const move = await positionMove();
    chain.send = async (calls, signed): Promise<RedeemResult> => {
      if (calls.length === 2) return { ok: false, sent: false, reason: 'The chain refuses it: cap' };
      await signed?.({ hash: H1, nonce: 7 });
      return { ok: true, transactions: [H1], gasUsed: 90_000n };
    };
    for (let i = 0; i < 4; i += 1) await round();
    expect(chain.sends).toBe(4);
    const stopped = await moveOf(move.id);
    expect(stopped.status).toBe('stopped');
    expect(stopped.steps.map((s) => s.status)).toEqual(['done', 'pending']);
    const where =
      'the USDC is in your wallet on Base (out of Compound V3, not into Aave V3) (deposit 250 USDC into Aave V3 on Base was refused: The chain refuses it: cap)';
    expect(stopped.note).toBe(`Stopped: ${where}`);
    expect(logs.at(-1)).toEqual({
      level: 'error',
      message: `Move stopped: 250 USDC from Compound V3 on Base into Aave V3 on Base did not finish; ${where}`,
    });
  });
});

describe('weighing the wallet', () => {
  it("the optimizer weighs with the owner's guardrail, only the grant's networks, pools and money, in USDC", async () => {
    chain.granted = {
      wallet: W,
      venues: [{ chainId: 8453, address: PLAN.steps[0]!.calls[1]!.to, kind: 'aave-v3', name: 'Aave V3' }],
      grants: [],
    } as unknown as GrantRecord;
    const asked: unknown[] = [];
    const weighedMoney: boolean[][] = [];
    const weighing = new Autopilot({
      ...autopilotOptions(),
      planEveryMs: 0,
      optimizer: {
        optimizeWithHoldings: async (input, options) => {
          asked.push(input);
          // Money on Base (the grant's network) is weighed; idle USDC on Polygon, which the agent cannot move, is not.
          weighedMoney.push([8453, 137].map((chainId) => options.sources?.({ chainId } as never) ?? true));
          return {
            result: { rebalancingActions: [], recommendations: [] } as never,
            holdings: [],
          };
        },
      },
    });
    for (const guardrail of [1, 2, 3])
      await weighing.round(W, { ...STATE, autoRebalance: true, guardrail, lastPlanAt: null });
    expect(asked).toEqual(
      ['conservative', 'balanced', 'aggressive'].map((profile) => ({
        walletAddress: W,
        profile,
        filters: { chains: ['Base'], assets: ['USDC'] },
      })),
    );
    expect(weighedMoney).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });
});

describe('a due move the owner no longer allows', () => {
  it('Auto Rebalance turned off before it is due: cancelled with the reason, logged, nothing sent', async () => {
    const move = await announced();
    autoRebalance = false;
    await round();
    await round();
    expect(chain.sends).toBe(0);
    expect(await moveOf(move.id)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled: Auto Rebalance is off; nothing moved, the USDC is still in your wallet on Base',
    });
    expect(logs.at(-1)).toEqual({
      level: 'warning',
      message:
        'Move cancelled before it ran: 250 USDC from your wallet on Base into Aave V3 on Base did not run because Auto Rebalance is off; nothing moved, the USDC is still in your wallet on Base',
    });
  });

  it('its grant revoked (or expired) before it is due: cancelled with the reason, nothing sent', async () => {
    const move = await announced();
    chain.inForce = { ok: false, reason: 'your grant on Base is revoked' };
    await round();
    expect(chain.sends).toBe(0);
    expect(await moveOf(move.id)).toMatchObject({ status: 'cancelled' });
    expect((await moveOf(move.id)).note).toBe(
      'Cancelled: your grant on Base is revoked; nothing moved, the USDC is still in your wallet on Base',
    );
    expect(logs.at(-1)?.message).toContain('did not run because your grant on Base is revoked');
  });

  it('a running move waiting to retry is cancelled, not sent, once Auto Rebalance is off', async () => {
    const move = await announced();
    chain.send = async () => ({ ok: false, sent: false, reason: 'The chain refuses it: cap' });
    await round();
    expect(chain.sends).toBe(1);
    autoRebalance = false;
    await round();
    expect(chain.sends).toBe(1);
    expect(await moveOf(move.id)).toMatchObject({ status: 'cancelled' });
    expect((await moveOf(move.id)).note).toBe(
      'Cancelled: Auto Rebalance is off; the USDC is still in your wallet on Base',
    );
  });

  it('a move not yet due is left announced: the owner may turn Auto Rebalance back on', async () => {
    const move = await autopilot().announce(W, PLAN, 600);
    autoRebalance = false;
    await round();
    expect(await moveOf(move.id)).toMatchObject({ status: 'announced' });
  });
});

describe('a move between networks (burn, mint, deposit)', () => {
  const H3 = `0x${'c3'.repeat(32)}` as Hex;
  /** Each send mined at once with the next hash; the calls of each send kept. */
  const mined = (sent: GrantCall[][]) => {
    const hashes = [H1, H2, H3];
    chain.send = async (calls, signed) => {
      const hash = hashes[sent.length] as Hex;
      sent.push(calls);
      await signed?.({ hash, nonce: 7 + sent.length });
      return { ok: true, transactions: [hash], gasUsed: 1n };
    };
  };
  const bridged = () => autopilot().announce(W, PLAN_250_BASE_TO_ARBITRUM, 0);

  it("burned, then the mint waits for Circle's attestation of that burn; nothing is sent meanwhile", async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    const move = await bridged();
    await round();
    await round();
    expect(sent).toHaveLength(1);
    expect(bridge.asked).toEqual([H1, H1]);
    const after = await moveOf(move.id);
    expect(after.steps.map((s) => s.status)).toEqual(['done', 'pending', 'pending']);
    expect(after.note).toBe("Waiting: mint 250 USDC on Arbitrum: Circle's attestation is not ready yet");
  });

  it("attested: the agent's account mints with Circle's message, then the deposit goes through the grant", async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    const move = await bridged();
    await round();
    bridge.attestation = READY;
    await round();
    expect(sent[1]).toEqual([{ to: CCTP_V2.messageTransmitter, data: expect.stringMatching(/^0x57ecfd28/) }]);
    expect(sent).toHaveLength(3);
    expect(await moveOf(move.id)).toMatchObject({ status: 'done', note: `Done: ${H1}, ${H2}, ${H3}` });
    expect(logs.at(-1)?.message).toMatch(
      /^Move done: 250 USDC from your wallet on Base into Aave V3 on Arbitrum\./,
    );
  });

  it('already minted on the destination (by an earlier try or anyone): the step is done and no mint is sent', async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    const move = await bridged();
    await round();
    bridge.attestation = READY;
    bridge.used = true;
    await round();
    expect(sent.map((calls) => calls[0]?.to)).toEqual([
      PLAN_250_BASE_TO_ARBITRUM.steps[0]!.calls[0]!.to,
      PLAN_250_BASE_TO_ARBITRUM.steps[2]!.calls[0]!.to,
    ]);
    expect((await moveOf(move.id)).steps.map((s) => [s.status, s.transactions.length])).toEqual([
      ['done', 1],
      ['done', 0],
      ['done', 1],
    ]);
  });

  it("a mint that reverts on chain and minted nothing: failed, saying the USDC is burned and only the owner's to mint", async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    const move = await bridged();
    await round();
    bridge.attestation = READY;
    chain.send = async (_calls, signed) => {
      await signed?.({ hash: H2, nonce: 9 });
      return {
        ok: false,
        sent: true,
        reverted: true,
        reason: 'The transaction reverted on chain',
        transactions: [H2],
      };
    };
    await round();
    const after = await moveOf(move.id);
    expect(after.status).toBe('failed');
    expect(logs.at(-1)?.message).toBe(
      `Move failed: 250 USDC from your wallet on Base into Aave V3 on Arbitrum did not finish; mint 250 USDC on Arbitrum failed: its transaction ${H2} reverted on chain (gas paid by your agent's account); the USDC was burned on Base by CCTP and is minted to your own address on Arbitrum only: the burn's transaction is listed with the move, and Fin's transfer recovery (paste it in the transfer section) mints it`,
    );
  });

  it('the grant on the destination revoked after the burn: the mint still goes (to the owner), the deposit does not', async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    const move = await bridged();
    await round();
    bridge.attestation = READY;
    chain.inForceOn = (chainId) =>
      chainId === 42161 ? { ok: false, reason: 'your grant on Arbitrum is revoked' } : { ok: true };
    await round();
    expect(sent).toHaveLength(2);
    const after = await moveOf(move.id);
    expect(after.status).toBe('cancelled');
    expect(after.note).toBe(
      'Cancelled: your grant on Arbitrum is revoked; the USDC is in your wallet on Arbitrum (not into Aave V3)',
    );
  });

  it("due while the destination's grant is revoked: cancelled before the burn, the money stays where it is", async () => {
    const sent: GrantCall[][] = [];
    mined(sent);
    chain.inForceOn = (chainId) =>
      chainId === 42161 ? { ok: false, reason: 'your grant on Arbitrum is revoked' } : { ok: true };
    const move = await bridged();
    await round();
    expect(sent).toHaveLength(0);
    expect(await moveOf(move.id)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled: your grant on Arbitrum is revoked; nothing moved, the USDC is still in your wallet on Base',
    });
  });
});
