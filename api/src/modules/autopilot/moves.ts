// Moves while the owner is away: with a grant in force and Auto Rebalance on, each round may weigh the wallet with
// the optimizer (at most every few minutes) and announce the first move the grant covers; it runs once the owner's
// cancel window is over, each step simulated and sent through the grant from the agent's account, and is reported
// with its arithmetic and transactions. A due move whose wallet has Auto Rebalance off, or no grant in force on its
// network (revoked, expired, used up), does not run: it is cancelled and says why.
//
// A step is sent at most once. Before anything is signed the step is claimed in the database (one conditional
// update: of two instances, one wins); its hash is recorded before the broadcast; from then on only the chain
// decides what became of it (mined: done; reverted: failed; never seen after a while: failed), it is never sent
// again. A step the chain refused at its estimate (nothing sent) is tried again next round, three times, then the
// move stops. Every move that does not end done says where the money is.

import type { BridgeTerms } from '@fin/shared/cctp/domain/terms';
import { holdsMoveGas, moveGasWei, upToTwoDigits } from '@fin/shared/domain/agent/move-gas';
import {
  type AgentLogLevel,
  GUARDRAIL_DEFAULT,
  guardrailProfile,
  isGuardrail,
} from '@fin/shared/domain/agent/panel';
import { getChain } from '@fin/shared/domain/chains/chains';
import type { OptimizerResult } from '@fin/shared/domain/optimizer/result';
import { type Address, formatEther, type Hex, parseUnits } from 'viem';
import { ApiError } from '../../http/errors';
import type { AgentLedger } from '../agentkit/ledger';
import type { GrantCall, GrantPort } from '../grants/port';
import type { OptimizerService } from '../optimizer/service';
import { type BridgePort, mintCall } from './bridge-leg';
import { type BridgeFor, firstGrantedMove, grantedPool } from './move-plan';
import { didNot, lower, stepChain, what, whereMoney } from './move-words';
import type { MovePlan, MoveRow, MovesStore, StepRecord } from './moves-store';
import type { RoundState, RoundsStore } from './rounds-store';

const STEP_ATTEMPTS = 3;
/** A step claimed with no hash recorded is decided only once its claim is this old (no instance is still at it). */
export const CLAIM_SETTLE_MS = 5 * 60_000;
/** A recorded hash the chain has never seen (no receipt, not in the node's pool) this long after signing: failed. */
export const UNKNOWN_TX_MS = 10 * 60_000;
/** A sent transaction still not mined this long after it was signed is stuck: the owner is told once. */
export const STUCK_TX_MS = 30 * 60_000;

export type AutopilotOptions = {
  moves: Pick<
    MovesStore,
    'announce' | 'cancel' | 'start' | 'running' | 'open' | 'moveStep' | 'finish' | 'noteRunning'
  >;
  rounds: Pick<RoundsStore, 'planned' | 'state'>;
  grants: Pick<
    GrantPort,
    | 'grant'
    | 'grantInForce'
    | 'redeemThroughGrant'
    | 'sendFromAgent'
    | 'transactionOutcome'
    | 'agentNonces'
    | 'agentGas'
  >;
  /** The CCTP leg of moves between networks; without it the agent only moves money on one network. */
  bridge?: BridgePort;
  ledger: Pick<AgentLedger, 'log' | 'logOnce'>;
  optimizer: Pick<OptimizerService, 'optimizeWithHoldings'>;
  /** The optimizer runs for a wallet at most this often. */
  planEveryMs: number;
  /** News of a move beyond the agent's log: the notification centre and the wallet's alert channels. */
  notify?: (wallet: string, news: MoveNews) => Promise<void>;
  now?: () => Date;
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

/** One piece of news about a move: announced (stage 1), then how it ended (stage 2). */
export type MoveNews = { subject: string; stage: 1 | 2; title: string; message: string };

export class Autopilot {
  constructor(private readonly opts: AutopilotOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * What became of a move, told once: in the agent's log, the notification centre and the alert channels. Stage 2
   * (how it ended) unless said: only the announcement is stage 1.
   */
  async #tell(
    move: Pick<MoveRow, 'id' | 'wallet'>,
    level: AgentLogLevel,
    title: string,
    message: string,
    stage: MoveNews['stage'] = 2,
  ): Promise<void> {
    await this.opts.ledger.log(move.wallet, level, `${title}: ${message}`);
    await this.opts.notify?.(move.wallet, { subject: `move:${move.id}`, stage, title, message });
  }

  /** A move made known before it runs: in the log, the panel and the alerts, with when it runs unless cancelled. */
  async announce(wallet: string, plan: MovePlan, cancelWindowSeconds: number): Promise<MoveRow> {
    const runAt = new Date(this.#now().getTime() + cancelWindowSeconds * 1000);
    const move = await this.opts.moves.announce({ id: crypto.randomUUID(), wallet, plan, runAt });
    await this.#tell(
      move,
      'warning',
      'Move announced',
      `${what(plan)} at ${runAt.toISOString().slice(11, 16)} UTC unless you cancel it. ${plan.arithmetic}`,
      1,
    );
    return move;
  }

  async cancel(wallet: string, id: string): Promise<void> {
    if (!(await this.opts.moves.cancel(wallet, id, this.#now())))
      throw new ApiError(
        409,
        'MOVE_NOT_CANCELLABLE',
        'This move has already started or is over: it cannot be cancelled now',
      );
    await this.#tell({ id, wallet }, 'info', 'Move cancelled by you before it ran', 'nothing moved');
  }

  /** The wallet's part of a round: moves due run (or go on), then perhaps a new one is weighed and announced. */
  async round(wallet: string, state: RoundState): Promise<void> {
    const { moves } = this.opts;
    const now = this.#now();
    // Due and no longer allowed (Auto Rebalance turned off, the grant revoked or expired): cancelled, never started.
    for (const move of await moves.open(wallet)) {
      if (move.status !== 'announced' || move.runAt.getTime() > now.getTime()) continue;
      const barred = await this.#barredAnywhere(wallet, move.plan);
      if (!barred) continue;
      const where = whereMoney(move.plan, 0);
      if (await moves.cancel(wallet, move.id, now, `Cancelled: ${barred}; nothing moved, ${where}`))
        await this.#tell(
          move,
          'warning',
          'Move cancelled before it ran',
          `${what(move.plan)} did not run because ${barred}; nothing moved, ${where}`,
        );
    }
    const started = await moves.start(wallet, now);
    const going = await moves.running(wallet);
    for (const move of [...started, ...going.filter((g) => !started.some((s) => s.id === g.id))])
      await this.#run(move);
    await this.#weigh(wallet, state);
  }

  /**
   * Why a move may not start: on any network one of its steps goes through the grant (a move between networks
   * that burned and then found the destination's grant gone would leave the money idle there).
   */
  async #barredAnywhere(wallet: string, plan: MovePlan): Promise<string | null> {
    const chains = new Set(plan.steps.flatMap((s, i) => (s.name === 'mint' ? [] : [stepChain(plan, i)])));
    for (const chainId of chains) {
      const barred = await this.#barred(wallet, chainId);
      if (barred) return barred;
    }
    return null;
  }

  /** Why the agent may not send money for this wallet on this network now, or null when it may. */
  async #barred(wallet: string, chainId: number): Promise<string | null> {
    const switches = await this.opts.rounds.state(wallet);
    if (!switches.autoRebalance) return 'Auto Rebalance is off';
    const grant = await this.opts.grants.grantInForce(wallet as Address, chainId);
    return grant.ok ? null : grant.reason;
  }

  async #weigh(wallet: string, state: RoundState): Promise<void> {
    const now = this.#now();
    if (!state.autoRebalance) return;
    if (state.lastPlanAt && now.getTime() - state.lastPlanAt.getTime() < this.opts.planEveryMs) return;
    if ((await this.opts.moves.open(wallet)).length > 0) return;
    const grant = await this.opts.grants.grant(wallet as Address);
    if (!grant) return;
    // Weighed only where the grant lets the agent act and its account can pay the gas: those networks, in USDC.
    // With no gas anywhere, nothing is weighed (the optimizer's time is not spent) and the owner is told once.
    const networks = await this.#networksWithGas(wallet, [...new Set(grant.venues.map((v) => v.chainId))]);
    if (networks.length === 0) return;
    await this.opts.rounds.planned(wallet, now);
    const chains = networks.map((id) => getChain(id)?.name).filter((n) => n !== undefined);
    // Only the pools the grant covers are weighed as destinations: the best of those, not a better pool the agent
    // may not use (which would leave the idle money idle).
    // With the owner's guardrail, as the panel's Optimize asks for it.
    const profile = guardrailProfile(isGuardrail(state.guardrail) ? state.guardrail : GUARDRAIL_DEFAULT);
    // Only the money on those networks is weighed too: idle USDC on another chain (which the agent cannot move
    // there) took the best pool's room and left the move it can make unproposed.
    const { result, holdings } = await this.opts.optimizer.optimizeWithHoldings(
      { walletAddress: wallet as Address, profile, filters: { chains, assets: ['USDC'] } },
      {
        walletProven: false,
        destinations: grantedPool(grant),
        sources: (entry) => networks.includes(entry.chainId),
      },
    );
    const bridge = await this.#bridgeTerms(result.rebalancingActions);
    const plan = firstGrantedMove(result, grant, wallet as Address, holdings, bridge);
    if (plan) await this.announce(wallet, plan, state.cancelWindowSeconds);
  }

  /** The burn terms of each move between networks the optimizer proposes, read before its plan is made. */
  async #bridgeTerms(actions: OptimizerResult['rebalancingActions']): Promise<BridgeFor | undefined> {
    const { bridge } = this.opts;
    if (!bridge) return undefined;
    const terms = new Map<object, BridgeTerms | null>();
    for (const a of actions.filter((x) => x.crossChain))
      terms.set(
        a,
        // A chain that does not answer leaves that move out of this round, not the round itself.
        await bridge.terms(a.fromChainId, a.toChainId, parseUnits(a.amount, 6)).catch(() => null),
      );
    return (action) => terms.get(action) ?? null;
  }

  /** The granted networks where the agent's account holds enough for a move's gas; says so once when none does. */
  async #networksWithGas(wallet: string, chainIds: number[]): Promise<number[]> {
    const reads = await Promise.all(chainIds.map((id) => this.opts.grants.agentGas(wallet as Address, id)));
    const ready = chainIds.filter((_, i) => {
      const r = reads[i]!;
      return holdsMoveGas(r.balanceWei, r.gasPriceWei);
    });
    const first = reads[0];
    if (ready.length === 0 && first) {
      const chain = getChain(chainIds[0]!);
      const coin = chain?.nativeCurrency.symbol ?? 'ETH';
      const network = chain?.name ?? `chain ${chainIds[0]}`;
      await this.opts.ledger.logOnce(
        wallet,
        'warning',
        `Moves wait for gas: your agent's account ${first.account} holds ${formatEther(first.balanceWei)} ${coin} on ${network}, and a move through your grant can cost up to ${formatEther(upToTwoDigits(moveGasWei(first.gasPriceWei)))} ${coin} there. Send some ${coin} on ${network} to that address ('Send … for gas' under your permission in the agent panel does it in one transaction).`,
      );
    }
    return ready;
  }

  /** Each step in order: one in flight is read from the chain, one not sent is sent; stops where one cannot go on. */
  async #run(move: MoveRow): Promise<void> {
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
      const barred = await this.#barred(move.wallet, stepChain(move.plan, i));
      if (barred) {
        const where = whereMoney(move.plan, i);
        if (await moves.finish(move.id, 'cancelled', `Cancelled: ${barred}; ${where}`, this.#now()))
          await this.#tell(
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
    if (!(await moves.finish(move.id, 'done', `Done: ${txs}`, this.#now()))) return;
    await this.#tell(
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
      claimedAt: this.#now().toISOString(),
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
        signedAt: this.#now().toISOString(),
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
        if (await moves.finish(move.id, 'stopped', `Stopped: ${where}`, this.#now()))
          await this.#tell(move, 'error', 'Move stopped', `${what(move.plan)} ${didNot(i)}; ${where}`);
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
    const now = this.#now().getTime();
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
      this.#now().getTime() - Date.parse(step.claimedAt ?? '') < CLAIM_SETTLE_MS
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
        this.#now(),
      ))
    )
      return;
    await this.#tell(
      move,
      'error',
      'Move failed',
      `${what(move.plan)} ${didNot(i)}; ${lower(planned.label)} failed: ${why}; ${where}`,
    );
  }
}
