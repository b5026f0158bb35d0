// What the owner sees and sets of the agent the server runs for their wallet: Pause/Resume and live data (kept in
// the database, obeyed by the rounds with every tab closed), its last and next round, and what it did while the
// owner was away.
import { cancelWindowWords } from '@fin/shared/domain/agent/cancel-window';
import { guardrailLabel, guardrailProfile, isGuardrail } from '@fin/shared/domain/agent/panel';
import type { AgentAway, AgentRounds as AgentRoundsView } from '@fin/shared/schemas/autopilot';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AgentLedger } from '../agentkit/ledger';
import type { AgentWalletService } from '../agentkit/service';
import type { AgentRounds } from './agent-rounds';
import { summary } from './move-words';
import type { Autopilot } from './moves';
import type { MoveRow, MovesStore } from './moves-store';
import { doneSince, type RoundState, type RoundsStore, type Switches } from './rounds-store';

const moveView = (m: MoveRow) => ({
  id: m.id,
  status: m.status,
  summary: summary(m.plan),
  arithmetic: m.plan.arithmetic,
  runAt: m.runAt.toISOString(),
  note: m.note,
  transactions: m.steps.flatMap((s) => s.transactions),
});

export type AgentServiceOptions = {
  db: Db;
  store: RoundsStore;
  rounds: Pick<AgentRounds, 'kick'>;
  autopilot: Pick<Autopilot, 'cancel'>;
  moves: Pick<MovesStore, 'latest'>;
  ledger: Pick<AgentLedger, 'account' | 'log'>;
  agent: Pick<AgentWalletService, 'mode'>;
  now?: () => Date;
};

const SWITCHES = ['paused', 'liveData', 'autoRebalance', 'cancelWindowSeconds', 'guardrail'] as const;

/** The agent log's line for each switch the owner changed. */
function switchLines(change: Switches, before: RoundState): string[] {
  const lines: string[] = [];
  const changed = <K extends keyof Switches>(k: K) => change[k] !== undefined && change[k] !== before[k];
  if (changed('paused'))
    lines.push(change.paused ? 'Agent paused: it does nothing until you resume it' : 'Agent resumed');
  if (changed('liveData'))
    lines.push(
      change.liveData
        ? 'Live data on: the agent may buy reports'
        : 'Live data off: the agent buys no reports',
    );
  if (changed('autoRebalance'))
    lines.push(
      change.autoRebalance
        ? 'Auto Rebalance on: with a grant in force the agent moves money itself, announcing each move first'
        : 'Auto Rebalance off: the agent moves no money',
    );
  if (changed('cancelWindowSeconds'))
    lines.push(
      `Each move is now announced ${cancelWindowWords(change.cancelWindowSeconds ?? 0)} before it runs`,
    );
  if (changed('guardrail') && change.guardrail !== undefined && isGuardrail(change.guardrail))
    lines.push(
      `Guardrail ${guardrailLabel(change.guardrail)}: the agent weighs its moves with the ${guardrailProfile(change.guardrail)} profile`,
    );
  return lines;
}

export class ServerAgentService {
  constructor(private readonly opts: AgentServiceOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  async view(wallet: string): Promise<AgentRoundsView> {
    const [state, account, moves] = await Promise.all([
      this.opts.store.state(wallet),
      this.opts.ledger.account(wallet),
      this.opts.moves.latest(wallet),
    ]);
    const running =
      !!account?.agentAddress &&
      this.opts.agent.mode() === 'live' &&
      !state.paused &&
      (state.liveData || state.autoRebalance);
    return {
      paused: state.paused,
      liveData: state.liveData,
      running,
      lastRoundAt: state.lastRoundAt?.toISOString() ?? null,
      lastRoundNote: state.lastRoundNote,
      nextRoundAt: running ? (state.nextRoundAt?.toISOString() ?? null) : null,
      autoRebalance: state.autoRebalance,
      cancelWindowSeconds: state.cancelWindowSeconds,
      guardrail: state.guardrail,
      moves: moves.map(moveView),
    };
  }

  /** The owner's switches; each change is logged, and a resumed agent looks at once. */
  async setSwitches(
    wallet: string,
    switches: { [K in keyof Switches]?: Switches[K] | undefined },
  ): Promise<AgentRoundsView> {
    if (!(await this.opts.ledger.account(wallet)))
      throw new ApiError(
        409,
        'AGENT_NOT_SET_UP',
        "This wallet's agent is not turned on: turn it on in the agent panel first",
      );
    const before = await this.opts.store.state(wallet);
    const change = Object.fromEntries(
      SWITCHES.flatMap((k) => (switches[k] === undefined ? [] : [[k, switches[k]]])),
    ) as Switches;
    await this.opts.store.setSwitches(wallet, change);
    // The owner is here, acting: what the agent does after this is what they will find done "while away".
    await this.opts.store.seen(wallet, this.#now());
    for (const line of switchLines(change, before)) await this.opts.ledger.log(wallet, 'info', line);
    await this.opts.rounds.kick(wallet);
    return this.view(wallet);
  }

  async cancelMove(wallet: string, id: string): Promise<AgentRoundsView> {
    await this.opts.autopilot.cancel(wallet, id);
    return this.view(wallet);
  }

  /** The owner opened the panel: what the agent did since they last had it open. */
  async seen(wallet: string): Promise<AgentAway> {
    const since = await this.opts.store.seen(wallet, this.#now());
    if (!since) return { since: null, bought: 0, spentUnits: 0, moves: 0, movedUnits: 0, logEntries: 0 };
    return { since: since.toISOString(), ...(await doneSince(this.opts.db, wallet, since)) };
  }
}
