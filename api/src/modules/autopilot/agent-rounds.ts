// Each wallet's agent runs on the server, as jobs in the cluster's queue (pg-boss): a round looks at the wallet and
// buys at most one report that is due (AgentWalletService.auto, the same look the page used to ask for every 10 s),
// then queues the wallet's next round. One round per wallet is queued at a time (the queue's 'short' policy, keyed
// by wallet) and one instance runs it (a lease in agent_rounds), so two instances never buy for a wallet at once.
// A keeper job re-queues any running wallet whose chain of rounds broke (an instance died mid-round): nothing is
// lost, and the ledger's reservations and the freshness of reports mean nothing is bought twice.
import { mayBuyReport } from '@fin/shared/domain/agent/panel';
import pMap from 'p-map';
import type { Logger } from 'pino';
import { ApiError } from '../../http/errors';
import type { AgentWalletService } from '../agentkit/service';
import type { JobQueue } from './job-queue';
import type { Autopilot } from './moves';
import type { RoundState, RoundsStore } from './rounds-store';

/** The agent has work on the server: not paused, and buying reports (live data) or moving money (Auto Rebalance). */
const running = (s: Pick<RoundState, 'paused' | 'liveData' | 'autoRebalance'>) =>
  !s.paused && (s.liveData || s.autoRebalance);

const clamp = (x: number, min: number, max: number) => Math.max(min, Math.min(max, x));

const ROUND = 'agent-round';
const KEEPER = 'agent-keeper';
/** After failed rounds in a row the next waits 2, 4, ... up to 32 times longer (an unfunded agent, a chain down). */
const MAX_BACKOFF_STEPS = 5;

export type AgentRoundsOptions = {
  store: RoundsStore;
  agent: Pick<AgentWalletService, 'auto' | 'mode'>;
  /** Moves through the wallet's grant (Auto Rebalance), run in the same round. */
  autopilot?: Pick<Autopilot, 'round'>;
  /** How often each running wallet's agent looks (the panel's 10 s). */
  everyMs: number;
  /** How long one instance holds a wallet's round before another may take it (an instance that died). */
  leaseMs: number;
  /** How often the keeper re-queues wallets whose rounds stopped. */
  keeperEveryMs: number;
  /** Rounds one instance runs at once. */
  concurrency: number;
  logger: Logger;
  now?: () => Date;
};

export type RoundOutcome = 'ran' | 'held elsewhere' | 'stopped';

export class AgentRounds {
  #queue: JobQueue | undefined;
  #roundWorker: string | undefined;

  constructor(private readonly opts: AgentRoundsOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** Starts working the queue on this instance (every instance does; each job goes to one of them). */
  async start(queue: JobQueue): Promise<void> {
    const leaseSeconds = Math.ceil(this.opts.leaseMs / 1000);
    await queue.createQueue(ROUND, {
      name: ROUND,
      policy: 'short',
      retryLimit: 2,
      retryDelay: 1,
      expireInSeconds: leaseSeconds * 2,
    });
    await queue.createQueue(KEEPER, { name: KEEPER, policy: 'short', retryLimit: 2, expireInSeconds: 300 });
    // Each look for due jobs is a query on the database (on PGlite, the process's own CPU): rounds are looked for at
    // half their period, 1 to 2 s, and the keeper at a tenth of its own; a round queued here (kick) wakes the worker.
    const roundPolling = clamp(this.opts.everyMs / 2000, 1, 2);
    this.#roundWorker = await queue.work<{ wallet: string }>(
      ROUND,
      { batchSize: this.opts.concurrency, pollingIntervalSeconds: roundPolling },
      async (jobs) => {
        await pMap(jobs, (job) => this.#safeRound(job.data.wallet), { concurrency: this.opts.concurrency });
      },
    );
    const keeperPolling = clamp(this.opts.keeperEveryMs / 10_000, 1, 10);
    await queue.work(KEEPER, { pollingIntervalSeconds: keeperPolling }, () => this.keep());
    this.#queue = queue;
    await queue.send(KEEPER, {}, { singletonKey: KEEPER });
  }

  /** Stops taking jobs on this instance (a drain); rounds in flight finish. */
  async stop(): Promise<void> {
    const queue = this.#queue;
    this.#queue = undefined;
    this.#roundWorker = undefined;
    // Within the drain's time; a round cut short is taken over by another instance once its lease runs out.
    await queue?.stop({ graceful: true, wait: true, timeout: Math.min(this.opts.leaseMs, 10_000) });
  }

  /** Queues the wallet's round to run now (turned on, resumed, live data back on). No queue here: the keeper will. */
  async kick(wallet: string): Promise<void> {
    await this.#queue?.send(ROUND, { wallet }, { singletonKey: wallet });
    if (this.#roundWorker) this.#queue?.notifyWorker(this.#roundWorker);
  }

  /** Queues the next keeper run, then a round for every running wallet with none queued (the policy drops repeats). */
  async keep(): Promise<number> {
    const queue = this.#queue;
    if (!queue) return 0;
    const startAfter = new Date(this.#now().getTime() + this.opts.keeperEveryMs);
    await queue.send(KEEPER, {}, { singletonKey: KEEPER, startAfter });
    const wallets = await this.opts.store.running();
    let queued = 0;
    for (const wallet of wallets)
      if (await queue.send(ROUND, { wallet }, { singletonKey: wallet })) queued += 1;
    if (queued > 0)
      this.opts.logger.info({ job: KEEPER, queued, running: wallets.length }, 'agent rounds queued');
    return queued;
  }

  async #safeRound(wallet: string): Promise<void> {
    try {
      await this.round(wallet);
    } catch (err) {
      // The lease runs out and the keeper queues the wallet again: a broken round stops nothing for good.
      this.opts.logger.warn({ err, wallet }, 'agent round failed');
    }
  }

  /** One look at the wallet by its agent, if it is running and no other instance holds its round. */
  async round(wallet: string): Promise<RoundOutcome> {
    const { store } = this.opts;
    if (this.opts.agent.mode() !== 'live') return 'stopped';
    const state = await store.state(wallet);
    if (!running(state)) {
      await store.scheduled(wallet, null);
      return 'stopped';
    }
    const started = this.#now();
    if (!(await store.claim(wallet, started, new Date(started.getTime() + this.opts.leaseMs))))
      return 'held elsewhere';
    const { note, failed } = mayBuyReport({ liveData: state.liveData, status: 'active', busy: false })
      ? await this.#look(wallet)
      : { note: 'Live data is off: the agent buys no reports', failed: false };
    await this.#moves(wallet, state);
    const after = await store.state(wallet);
    const goOn = running(after);
    const steps = Math.min(MAX_BACKOFF_STEPS, failed ? after.failures + 1 : 0);
    const at = this.#now();
    const next = new Date(at.getTime() + this.opts.everyMs * 2 ** steps);
    await store.finish(wallet, { at, note, failed, nextRoundAt: goOn ? next : null });
    if (goOn) await this.#queue?.send(ROUND, { wallet }, { singletonKey: wallet, startAfter: next });
    return 'ran';
  }

  async #moves(wallet: string, state: RoundState): Promise<void> {
    try {
      await this.opts.autopilot?.round(wallet, state);
    } catch (err) {
      // A move keeps its state in the database: the next round takes it up where it stands.
      this.opts.logger.warn({ err, wallet }, 'agent moves failed this round');
    }
  }

  async #look(wallet: string): Promise<{ note: string; failed: boolean }> {
    try {
      const r = await this.opts.agent.auto(wallet);
      return { note: r.message, failed: r.purchase !== undefined && !r.purchase.ok };
    } catch (err) {
      if (err instanceof ApiError) return { note: err.message, failed: true };
      this.opts.logger.warn({ err, wallet }, 'agent look failed');
      return { note: 'The agent could not look at this wallet; it tries again shortly', failed: true };
    }
  }
}
