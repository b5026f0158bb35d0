// Moves while the owner is away: with a grant in force and Auto Rebalance on, each round may weigh the wallet with
// the optimizer (at most every few minutes) and announce the first move the grant covers; it runs once the owner's
// cancel window is over (move-runner.ts: each step simulated, claimed, sent once through the grant from the agent's
// account), and is reported with its arithmetic and transactions. A due move whose wallet has Auto Rebalance off, or
// no grant in force on a network it sends through (revoked, expired, used up), does not run: it is cancelled and
// says why.

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
import { type Address, formatEther, parseUnits } from 'viem';
import { ApiError } from '../../http/errors';
import type { AgentLedger } from '../agentkit/ledger';
import type { GrantPort } from '../grants/port';
import type { OptimizerService } from '../optimizer/service';
import type { BridgePort } from './bridge-leg';
import { type BridgeFor, firstGrantedMove, grantedPool } from './move-plan';
import { MoveRunner, type MoveRunnerOptions } from './move-runner';
import { stepChain, what, whereMoney } from './move-words';
import type { MovePlan, MoveRow, MovesStore } from './moves-store';
import type { RoundState, RoundsStore } from './rounds-store';

export type AutopilotOptions = {
  moves: Pick<MovesStore, 'announce' | 'cancel' | 'start' | 'running' | 'open'> & MoveRunnerOptions['moves'];
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

/** One piece of news about a move: announced (stage 1), then how it ended (stage 2). */
export type MoveNews = { subject: string; stage: 1 | 2; title: string; message: string };

export class Autopilot {
  readonly #runner: MoveRunner;

  constructor(private readonly opts: AutopilotOptions) {
    this.#runner = new MoveRunner({
      ...opts,
      tell: (move, level, title, message) => this.#tell(move, level, title, message),
      barred: (wallet, chainId) => this.#barred(wallet, chainId),
      now: () => this.#now(),
    });
  }

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
      await this.#runner.run(move);
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
}
