// What the owner sees and sets of the agent the server runs for their wallet: Pause/Resume and live data (kept in
// the database, obeyed by the rounds with every tab closed), its last and next round, and what it did while the
// owner was away.
import type { AgentAway, AgentRounds as AgentRoundsView } from '@fin/shared/schemas/autopilot';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AgentLedger } from '../agentkit/ledger';
import type { AgentWalletService } from '../agentkit/service';
import type { AgentRounds } from './agent-rounds';
import { doneSince, type RoundsStore } from './rounds-store';

export type AgentServiceOptions = {
  db: Db;
  store: RoundsStore;
  rounds: Pick<AgentRounds, 'kick'>;
  ledger: Pick<AgentLedger, 'account' | 'log'>;
  agent: Pick<AgentWalletService, 'mode'>;
  now?: () => Date;
};

export class ServerAgentService {
  constructor(private readonly opts: AgentServiceOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  async view(wallet: string): Promise<AgentRoundsView> {
    const [state, account] = await Promise.all([
      this.opts.store.state(wallet),
      this.opts.ledger.account(wallet),
    ]);
    const running =
      !!account?.agentAddress && this.opts.agent.mode() === 'live' && !state.paused && state.liveData;
    return {
      paused: state.paused,
      liveData: state.liveData,
      running,
      lastRoundAt: state.lastRoundAt?.toISOString() ?? null,
      lastRoundNote: state.lastRoundNote,
      nextRoundAt: running ? (state.nextRoundAt?.toISOString() ?? null) : null,
    };
  }

  /** The owner's switches; each change is logged, and a resumed agent looks at once. */
  async setSwitches(
    wallet: string,
    switches: { paused?: boolean | undefined; liveData?: boolean | undefined },
  ): Promise<AgentRoundsView> {
    if (!(await this.opts.ledger.account(wallet)))
      throw new ApiError(
        409,
        'AGENT_NOT_SET_UP',
        "This wallet's agent is not turned on: turn it on in the agent panel first",
      );
    const before = await this.opts.store.state(wallet);
    const change = {
      ...(switches.paused !== undefined ? { paused: switches.paused } : {}),
      ...(switches.liveData !== undefined ? { liveData: switches.liveData } : {}),
    };
    await this.opts.store.setSwitches(wallet, change);
    // The owner is here, acting: what the agent does after this is what they will find done "while away".
    await this.opts.store.seen(wallet, this.#now());
    const { ledger } = this.opts;
    if (change.paused !== undefined && change.paused !== before.paused)
      await ledger.log(
        wallet,
        'info',
        change.paused ? 'Agent paused: it does nothing until you resume it' : 'Agent resumed',
      );
    if (change.liveData !== undefined && change.liveData !== before.liveData)
      await ledger.log(
        wallet,
        'info',
        change.liveData
          ? 'Live data on: the agent may buy reports'
          : 'Live data off: the agent buys no reports',
      );
    await this.opts.rounds.kick(wallet);
    return this.view(wallet);
  }

  /** The owner opened the panel: what the agent did since they last had it open. */
  async seen(wallet: string): Promise<AgentAway> {
    const since = await this.opts.store.seen(wallet, this.#now());
    if (!since) return { since: null, bought: 0, spentUnits: 0, logEntries: 0 };
    return { since: since.toISOString(), ...(await doneSince(this.opts.db, wallet, since)) };
  }
}
