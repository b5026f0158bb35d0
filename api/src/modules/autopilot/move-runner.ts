// A move's steps, run in order once it is due. A step is sent at most once. Before anything is signed the step is
// claimed in the database (one conditional update: of two instances, one wins); its hash is recorded before the
// broadcast; from then on only the chain decides what became of it (mined: done; reverted: failed; never seen after
// a while: failed), it is never sent again. A step the chain refused at its estimate (nothing sent) is tried again
// next round, three times, then the move stops. Every move that does not end done says where the money is.

import type { AgentLogLevel } from '@fin/shared/domain/agent/panel';
import { getChain } from '@fin/shared/domain/chains/chains';
import type { Address, Hex } from 'viem';
import type { AgentLedger } from '../agentkit/ledger';
import type { GrantCall, GrantPort } from '../grants/port';
import { type BridgePort, mintCall } from './bridge-leg';
import { didNot, lower, stepChain, what, whereMoney } from './move-words';
import type { MoveRow, MovesStore, StepRecord } from './moves-store';

const STEP_ATTEMPTS = 3;
/** A step claimed with no hash recorded is decided only once its claim is this old (no instance is still at it). */
export const CLAIM_SETTLE_MS = 5 * 60_000;
/** A recorded hash the chain has never seen (no receipt, not in the node's pool) this long after signing: failed. */
export const UNKNOWN_TX_MS = 10 * 60_000;
/** A sent transaction still not mined this long after it was signed is stuck: the owner is told once. */
export const STUCK_TX_MS = 30 * 60_000;

/** What the step runner reads and sends through; the round (moves.ts) hands it its own. */
export type MoveRunnerOptions = {
  moves: Pick<MovesStore, 'moveStep' | 'finish' | 'noteRunning'>;
  grants: Pick<GrantPort, 'redeemThroughGrant' | 'sendFromAgent' | 'transactionOutcome' | 'agentNonces'>;
  bridge?: BridgePort;
  ledger: Pick<AgentLedger, 'logOnce'>;
  /** How a move's ending is told (the agent's log, the notification centre, the alert channels). */
  tell: (
    move: Pick<MoveRow, 'id' | 'wallet'>,
    level: AgentLogLevel,
    title: string,
    message: string,
  ) => Promise<void>;
  /** Why the agent may not send money for this wallet on this network now, or null when it may. */
  barred: (wallet: string, chainId: number) => Promise<string | null>;
  now: () => Date;
};

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

/** A step's claim and transaction fields dropped: what it is before it is claimed again. */
const unclaimed = (s: StepRecord): StepRecord => ({
  name: s.name,
  status: 'pending',
  transactions: s.transactions,
  attempts: s.attempts,
});

type Resolved = { step: StepRecord; why?: string } | null;

export class MoveRunner {
  constructor(private readonly opts: MoveRunnerOptions) {}

  /** Each step in order: one in flight is read from the chain, one not sent is sent; stops where one cannot go on. */
  async run(move: MoveRow): Promise<void> {
    const { moves } = this.opts;
    const steps: StepRecord[] = move.steps.map((s) => ({ ...s }));
    for (const [i, planned] of move.plan.steps.entries()) {
      let step = steps[i] as StepRecord;
      if (step.status === 'done') continue;
      if (planned.name === 'mint') {
        const minted = await this.#mint(move, i, step, steps);
        if (!minted) return;
        steps[i] = minted.step;
        if (minted.step.status === 'done') continue;
        await this.#fail(move, i, minted.why ?? 'it failed');
        return;
      }
      if (step.status === 'failed') {
        await this.#fail(move, i, 'it failed earlier');
        return;
      }
      if (step.status === 'sending' || step.status === 'sent') {
        const resolved = await this.#resolve(move, i, step);
        if (!resolved) return;
        step = resolved.step;
        steps[i] = step;
        if (step.status === 'failed') {
          await this.#fail(move, i, resolved.why ?? 'it failed');
          return;
        }
        if (step.status === 'done') continue;
      }
      const barred = await this.opts.barred(move.wallet, stepChain(move.plan, i));
      if (barred) {
        const where = whereMoney(move.plan, i);
        if (await moves.finish(move.id, 'cancelled', `Cancelled: ${barred}; ${where}`, this.opts.now()))
          await this.opts.tell(
            move,
            'warning',
            'Move cancelled',
            `${what(move.plan)} did not go on because ${barred}; ${lower(planned.label)} was not sent, ${where}`,
          );
        return;
      }
      const sent = await this.#send(move, i, step, planned.calls, 'grant');
      if (!sent) return;
      steps[i] = sent.step;
      if (sent.step.status === 'done') continue;
      if (sent.step.status === 'failed') await this.#fail(move, i, sent.why ?? 'it failed');
      return;
    }
    const txs = steps.flatMap((s) => s.transactions).join(', ');
    if (!(await moves.finish(move.id, 'done', `Done: ${txs}`, this.opts.now()))) return;
    await this.opts.tell(
      move,
      'success',
      'Move done',
      `${what(move.plan)}. ${move.plan.arithmetic}. Transactions: ${txs}`,
    );
  }

  /**
   * Claims step `i` (pending → sending, one instance wins), then sends it; its hash is recorded before the
   * broadcast. Returns the step as it now stands (null: another instance has it, or it is waiting for the chain).
   */
  async #send(
    move: MoveRow,
    i: number,
    step: StepRecord,
    calls: GrantCall[],
    via: 'grant' | 'agent',
  ): Promise<Resolved> {
    const { moves, grants } = this.opts;
    const wallet = move.wallet as Address;
    const chainId = stepChain(move.plan, i);
    const planned = move.plan.steps[i]!;
    // Read before the claim: a claim that never gets a hash is judged against it (see #resolve).
    const { pending } = await grants.agentNonces(wallet, chainId);
    const claimed: StepRecord = {
      ...unclaimed(step),
      status: 'sending',
      attempts: step.attempts + 1,
      claimedAt: this.opts.now().toISOString(),
      claimNonce: pending,
    };
    if (!(await moves.moveStep(move.id, i, step, claimed))) return null;
    let current = claimed;
    const record = async (to: StepRecord) => {
      if (!(await moves.moveStep(move.id, i, current, to)))
        throw new Error(
          `Step ${i + 1} of move ${move.id} changed under this round: nothing more is done to it`,
        );
      current = to;
    };
    const signedAs = async (t: { hash: Hex; nonce: number }) =>
      record({
        ...current,
        transactions: [...current.transactions, t.hash],
        signedAt: this.opts.now().toISOString(),
        nonce: t.nonce,
      });
    const sent =
      via === 'grant'
        ? await grants.redeemThroughGrant(wallet, chainId, calls, signedAs)
        : await grants.sendFromAgent(wallet, chainId, calls[0]!, signedAs);
    const signed = current.transactions.length > claimed.transactions.length;
    if (!sent.ok && !sent.sent && !signed) {
      // Refused before anything was signed (the estimate reverted, no grant in force): nothing went out.
      await record(unclaimed(current));
      const where = `${whereMoney(move.plan, i)} (${lower(planned.label)} was refused: ${sent.reason})`;
      if (current.attempts >= STEP_ATTEMPTS) {
        if (await moves.finish(move.id, 'stopped', `Stopped: ${where}`, this.opts.now()))
          await this.opts.tell(move, 'error', 'Move stopped', `${what(move.plan)} ${didNot(i)}; ${where}`);
      } else await moves.noteRunning(move.id, `Waiting: ${where}; tried again next round`);
      return null;
    }
    // Its hash, from the send's answer when it was not recorded while signing.
    const hashes = sent.ok || sent.sent ? sent.transactions : [];
    const transactions = signed ? current.transactions : [...current.transactions, ...hashes];
    if (sent.ok) {
      await record({ ...current, status: 'done', transactions });
      return { step: current };
    }
    if (sent.sent && sent.reverted) {
      await record({ ...current, status: 'failed', transactions });
      return {
        step: current,
        why: `its transaction ${transactions.at(-1)} reverted on chain (gas paid by your agent's account)`,
      };
    }
    // Sent (or perhaps sent) with no receipt yet: the chain tells, next round.
    await record({ ...current, status: 'sent', transactions });
    await moves.noteRunning(
      move.id,
      `Waiting: ${lower(planned.label)} was sent (${transactions.at(-1) ?? 'no hash'}); its receipt is read next round`,
    );
    return null;
  }

  /**
   * A step found in flight (claimed by an earlier round, here or on another instance) is decided from the chain,
   * never by sending it again. Returns it as it now stands, or null while it must wait (or another instance moved it).
   *
   * With a hash recorded: its receipt says done (status success) or failed (reverted); a transaction still in the
   * node's pool is waited for; one the chain has never seen UNKNOWN_TX_MS after it was signed is failed and
   * explained (it was dropped, or never broadcast because the instance stopped between recording and sending it).
   *
   * With no hash recorded: the hash is written before the broadcast, so no transaction of this step can have gone
   * out; the instance stopped (or the send threw) between the claim and the signature. The chain is asked all the
   * same, once the claim is CLAIM_SETTLE_MS old (no instance can still be in the middle of it): when the agent
   * account's mined and pending nonces are both still the pending nonce read just before the claim, nothing at all
   * left that account since, so the claim is released and the step may be sent again (its attempt counted). When
   * either moved, a transaction left the account that cannot be told apart from this step's: it is never re-sent,
   * the move fails and says to check where the money is.
   */
  async #resolve(move: MoveRow, i: number, step: StepRecord): Promise<Resolved> {
    const { moves, grants } = this.opts;
    const chainId = stepChain(move.plan, i);
    const planned = move.plan.steps[i]!;
    const now = this.opts.now().getTime();
    const hash = step.transactions.at(-1);
    const to = async (next: StepRecord, why?: string): Promise<Resolved> =>
      (await moves.moveStep(move.id, i, step, next)) ? { step: next, ...(why ? { why } : {}) } : null;
    if (!hash) {
      const claimedAt = step.claimedAt ? Date.parse(step.claimedAt) : 0;
      if (now - claimedAt < CLAIM_SETTLE_MS) {
        await moves.noteRunning(move.id, `Waiting: ${lower(planned.label)} is being sent`);
        return null;
      }
      const nonces = await grants.agentNonces(move.wallet as Address, chainId);
      if (
        step.claimNonce !== undefined &&
        nonces.mined === step.claimNonce &&
        nonces.pending === step.claimNonce
      )
        return to(unclaimed(step));
      return to(
        { ...step, status: 'failed' },
        `it was being sent when the agent stopped, and a transaction left your agent's account since (its nonce went from ${step.claimNonce ?? 'unknown'} to ${nonces.mined}) that cannot be told apart from it, so it is not sent again; check your balances`,
      );
    }
    const outcome = await grants.transactionOutcome(chainId, hash);
    if (outcome === 'success') return to({ ...step, status: 'done' });
    if (outcome === 'reverted')
      return to(
        { ...step, status: 'failed' },
        `its transaction ${hash} reverted on chain (gas paid by your agent's account)`,
      );
    const age = now - Date.parse(step.signedAt ?? step.claimedAt ?? new Date(0).toISOString());
    if (outcome === 'pending' || age < UNKNOWN_TX_MS) {
      await this.#waitForMining(move, `${lower(planned.label)} was sent (${hash})`, age);
      return null;
    }
    return to(
      { ...step, status: 'failed' },
      `its transaction ${hash} was not found on ${getChain(chainId)?.name ?? move.plan.chain} ${minutes(age)} after it was signed (dropped, or never broadcast); it is not sent again, check your balances`,
    );
  }

  /**
   * The mint of the move's burn, on the destination, from the agent's own account. The chain decides first: when
   * the transmitter has used the message's nonce the USDC was minted (by this step's earlier try, on an instance
   * that stopped before recording it, or by anyone else), so the step is done and nothing is sent. Otherwise a mint
   * in the node's pool, or claimed by an instance still at it, is waited for; and else it is sent. Sending it again
   * is safe where nothing else is: a second receiveMessage of one message reverts, it never mints twice.
   */
  async #mint(move: MoveRow, i: number, step: StepRecord, steps: StepRecord[]): Promise<Resolved> {
    const { bridge, moves, grants } = this.opts;
    const planned = move.plan.steps[i]!;
    const burn = steps.slice(0, i).findLast((_, j) => move.plan.steps[j]?.name === 'burn');
    const burnHash = burn?.transactions.at(-1);
    const from = move.plan.fromChainId;
    if (!bridge || !burnHash || from === undefined) return { step, why: 'its burn is not known' };
    const wait = async (why: string) => {
      await moves.noteRunning(move.id, `Waiting: ${lower(planned.label)}: ${why}`);
      return null;
    };
    const attested = await bridge.attested(from, burnHash as Hex);
    if (attested.kind === 'wait') return wait(attested.why);
    const to = async (next: StepRecord): Promise<Resolved> =>
      (await moves.moveStep(move.id, i, step, next)) ? { step: next } : null;
    if (await bridge.minted(move.plan.chainId, attested.nonce)) return to({ ...step, status: 'done' });
    const hash = step.transactions.at(-1);
    if (step.status === 'sent' && hash) {
      const outcome = await grants.transactionOutcome(move.plan.chainId, hash);
      if (outcome === 'pending') return wait(`its transaction ${hash} is not mined yet`);
    }
    if (
      step.status === 'sending' &&
      this.opts.now().getTime() - Date.parse(step.claimedAt ?? '') < CLAIM_SETTLE_MS
    )
      return wait('it is being sent');
    if (step.attempts >= STEP_ATTEMPTS)
      return { step, why: `it was sent ${step.attempts} times and the destination has not minted it` };
    const sent = await this.#send(move, i, step, [mintCall(attested)], 'agent');
    if (sent?.step.status === 'failed') return { step: sent.step, why: sent.why ?? 'it reverted' };
    return sent;
  }

  /**
   * A sent step not mined yet. Past STUCK_TX_MS the owner is told, once, that it is stuck: it is never sent again
   * (its nonce is taken), so it waits for the network, and nothing else of the move goes out meanwhile.
   */
  async #waitForMining(move: MoveRow, sent: string, age: number): Promise<void> {
    if (age < STUCK_TX_MS) {
      await this.opts.moves.noteRunning(
        move.id,
        `Waiting: ${sent} and is not mined yet; read again next round`,
      );
      return;
    }
    const stuck = (waited: string) =>
      `${sent} has waited ${waited} to be mined on ${move.plan.chain}, longer than the network usually takes (its fee may be below what the network asks now); it is not sent again, and the rest of the move waits for it`;
    await this.opts.moves.noteRunning(move.id, `Waiting: ${stuck(minutes(age))}`);
    // Told once, in words that stay the same from round to round.
    await this.opts.ledger.logOnce(
      move.wallet,
      'warning',
      `Move waiting: ${stuck(`over ${minutes(STUCK_TX_MS)}`)}`,
    );
  }

  /** Step `i` failed: the move fails, once, and says where the money is. */
  async #fail(move: MoveRow, i: number, why: string): Promise<void> {
    const planned = move.plan.steps[i]!;
    const where = whereMoney(move.plan, i);
    if (
      !(await this.opts.moves.finish(
        move.id,
        'failed',
        `Failed: ${lower(planned.label)}: ${why}; ${where}`,
        this.opts.now(),
      ))
    )
      return;
    await this.opts.tell(
      move,
      'error',
      'Move failed',
      `${what(move.plan)} ${didNot(i)}; ${lower(planned.label)} failed: ${why}; ${where}`,
    );
  }
}
