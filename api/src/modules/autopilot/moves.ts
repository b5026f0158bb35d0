// Moves while the owner is away: with a grant in force and Auto Rebalance on, each round may weigh the wallet with
// the optimizer (at most every few minutes) and announce the first move the grant covers; it runs once the owner's
// cancel window is over, each step simulated and sent through the grant from the agent's account, and is reported
// with its arithmetic and transactions. A step sent is never sent again; a step that could not be sent is tried
// again next round (three times), then the move stops and says where the money is.

import { getChain } from '@fin/shared/domain/chains/chains';
import { type Address, formatUnits } from 'viem';
import { ApiError } from '../../http/errors';
import type { AgentLedger } from '../agentkit/ledger';
import type { GrantPort } from '../grants/port';
import type { OptimizerService } from '../optimizer/service';
import { firstGrantedMove } from './move-plan';
import type { MovePlan, MoveRow, MovesStore, StepRecord } from './moves-store';
import type { RoundState, RoundsStore } from './rounds-store';

const STEP_ATTEMPTS = 3;

export type AutopilotOptions = {
  moves: MovesStore;
  rounds: Pick<RoundsStore, 'planned'>;
  grants: Pick<GrantPort, 'grant' | 'redeemThroughGrant'>;
  ledger: Pick<AgentLedger, 'log'>;
  optimizer: Pick<OptimizerService, 'optimizePortfolio'>;
  /** The optimizer runs for a wallet at most this often. */
  planEveryMs: number;
  now?: () => Date;
};

const what = (p: MovePlan) =>
  `${formatUnits(BigInt(p.amountUnits), 6)} USDC from your ${p.fromProtocol === 'Wallet' ? 'wallet' : p.fromProtocol} on ${p.chain} into ${p.toProtocol} on ${p.chain}`;

export class Autopilot {
  constructor(private readonly opts: AutopilotOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** A move made known before it runs: in the log and the panel, with the time it runs unless cancelled. */
  async announce(wallet: string, plan: MovePlan, cancelWindowSeconds: number): Promise<MoveRow> {
    const runAt = new Date(this.#now().getTime() + cancelWindowSeconds * 1000);
    const move = await this.opts.moves.announce({ id: crypto.randomUUID(), wallet, plan, runAt });
    await this.opts.ledger.log(
      wallet,
      'warning',
      `Move announced: ${what(plan)} at ${runAt.toISOString().slice(11, 16)} UTC unless you cancel it. ${plan.arithmetic}`,
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
    await this.opts.ledger.log(wallet, 'info', 'Move cancelled by you before it ran: nothing moved');
  }

  /** The wallet's part of a round: moves due run (or go on), then perhaps a new one is weighed and announced. */
  async round(wallet: string, state: RoundState): Promise<void> {
    const started = await this.opts.moves.start(wallet, this.#now());
    const going = await this.opts.moves.running(wallet);
    for (const move of [...started, ...going.filter((g) => !started.some((s) => s.id === g.id))])
      await this.#run(move);
    await this.#weigh(wallet, state);
  }

  async #weigh(wallet: string, state: RoundState): Promise<void> {
    const now = this.#now();
    if (!state.autoRebalance) return;
    if (state.lastPlanAt && now.getTime() - state.lastPlanAt.getTime() < this.opts.planEveryMs) return;
    if ((await this.opts.moves.open(wallet)).length > 0) return;
    const grant = await this.opts.grants.grant(wallet as Address);
    if (!grant) return;
    await this.opts.rounds.planned(wallet, now);
    // Weighed only where the grant lets the agent act: its networks, in USDC.
    const chains = [
      ...new Set(grant.venues.map((v) => getChain(v.chainId)?.name).filter((n) => n !== undefined)),
    ];
    const result = await this.opts.optimizer.optimizePortfolio(
      { walletAddress: wallet as Address, filters: { chains, assets: ['USDC'] } },
      { walletProven: false },
    );
    const plan = firstGrantedMove(result, grant, wallet as Address);
    if (plan) await this.announce(wallet, plan, state.cancelWindowSeconds);
  }

  /** Sends each step not yet sent, in order; stops at the first that cannot go (this round). */
  async #run(move: MoveRow): Promise<void> {
    const { moves, ledger } = this.opts;
    const steps: StepRecord[] = move.steps.map((s) => ({ ...s }));
    for (const [i, planned] of move.plan.steps.entries()) {
      const step = steps[i] as StepRecord;
      if (step.status === 'done') continue;
      step.attempts += 1;
      const sent = await this.opts.grants.redeemThroughGrant(
        move.wallet as Address,
        move.plan.chainId,
        planned.calls,
      );
      if (sent.ok) {
        step.status = 'done';
        step.transactions = sent.transactions;
        await moves.saveSteps(move.id, steps);
        continue;
      }
      // Sent with no answer: recorded as done so it is never sent twice; the balances below tell what happened.
      if (sent.sent) {
        step.status = 'done';
        step.transactions = sent.transactions;
        await moves.saveSteps(move.id, steps);
        continue;
      }
      await moves.saveSteps(move.id, steps);
      const where = `the USDC is still in your wallet on ${move.plan.chain} (${planned.label.toLowerCase()} was refused: ${sent.reason})`;
      if (step.attempts >= STEP_ATTEMPTS) {
        await moves.finish(move.id, 'stopped', `Stopped: ${where}`, this.#now());
        await ledger.log(move.wallet, 'error', `Move stopped: ${what(move.plan)} did not happen; ${where}`);
      } else await moves.noteRunning(move.id, `Waiting: ${where}; tried again next round`);
      return;
    }
    const txs = steps.flatMap((s) => s.transactions).join(', ');
    await moves.finish(move.id, 'done', `Done: ${txs}`, this.#now());
    await ledger.log(
      move.wallet,
      'success',
      `Move done: ${what(move.plan)}. ${move.plan.arithmetic}. Transactions: ${txs}`,
    );
  }
}
