// What the alert rules look at, read for one wallet from the parts of Fin that already know it: the portfolio
// (positions on the six chains) matched to the yields list (APY, risk label), the history snapshots (APY days
// ago), the transfer records (unfinished transfers) and the wallet's agent (budget, funds).
import { matchPool } from '@fin/shared/domain/portfolio/apy';
import { riskLabel } from '@fin/shared/domain/yields/risk';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../../db/client';
import { yieldSnapshots } from '../../db/schema';
import type { AgentWalletService } from '../agentkit/service';
import type { PortfolioService } from '../portfolio/service';
import type { TransfersRepository } from '../transfers/adapter';
import type { YieldsService } from '../yields/service';
import type { HeldPool, OpenTransfer, WalletFacts } from './rules';

export type FactsRequest = {
  pools: boolean;
  apyWindows: readonly number[];
  transfers: boolean;
  agent: boolean;
};

/** Reads one wallet's facts; a part that cannot be read is left undefined. */
export interface AlertFacts {
  /** Called once per round before the wallets: shared reads (the yields list). */
  startRound?(): Promise<void>;
  forWallet(address: string, need: FactsRequest, now: Date): Promise<WalletFacts>;
}

export type LiveFactsDeps = {
  db: Db;
  portfolio: PortfolioService;
  yields: YieldsService;
  transfers: TransfersRepository;
  agentWallet: AgentWalletService;
};

const DAY_MS = 86_400_000;

export class LiveAlertFacts implements AlertFacts {
  #pools: readonly YieldOpportunity[] | undefined;

  constructor(private readonly deps: LiveFactsDeps) {}

  async startRound(): Promise<void> {
    this.#pools = await this.deps.yields
      .getAll(false)
      .then((r) => r.value.data)
      .catch(() => undefined);
  }

  async forWallet(address: string, need: FactsRequest, now: Date): Promise<WalletFacts> {
    const [pools, transfers, agent] = await Promise.all([
      need.pools ? this.#heldPools(address, need.apyWindows, now).catch(() => undefined) : undefined,
      need.transfers ? this.#openTransfers(address).catch(() => undefined) : undefined,
      need.agent ? this.#agent(address).catch(() => undefined) : undefined,
    ]);
    return {
      ...(pools ? { pools } : {}),
      ...(transfers ? { transfers } : {}),
      ...(agent !== undefined ? { agent } : {}),
    };
  }

  /** Undefined when a chain could not be read: a position there would look sold and clear its alerts. */
  async #heldPools(address: string, windows: readonly number[], now: Date): Promise<HeldPool[] | undefined> {
    const rows = this.#pools;
    if (!rows) return undefined;
    const portfolio = await this.deps.portfolio.portfolio(address as Address, { includeZero: false });
    if (portfolio.errors.length > 0) return undefined;
    const held = new Map<string, YieldOpportunity>();
    for (const entry of portfolio.entries) {
      const row = matchPool(entry, rows);
      if (row) held.set(row.id, row);
    }
    return Promise.all(
      [...held.values()].map(async (row) => {
        const apyDaysAgo: Record<number, number | null> = {};
        for (const days of windows)
          apyDaysAgo[days] = await this.#apyAt(row, new Date(now.getTime() - days * DAY_MS));
        return {
          poolId: row.id,
          label: `${row.protocol} ${row.asset} on ${row.chain}`,
          // A figure past the freshness limit is not the pool's APY now: no APY alert fires on it.
          apy: row.stale === true ? null : row.apy,
          apyDaysAgo,
          risk: riskLabel(row.riskScore),
        };
      }),
    );
  }

  /** The pool's APY in the last history snapshot taken at or before `at`. */
  async #apyAt(row: YieldOpportunity, at: Date): Promise<number | null> {
    const [point] = await this.deps.db
      .select({ apy: yieldSnapshots.apy })
      .from(yieldSnapshots)
      .where(
        and(
          eq(yieldSnapshots.poolId, row.id),
          lte(yieldSnapshots.takenAt, at),
          isNotNull(yieldSnapshots.apy),
        ),
      )
      .orderBy(desc(yieldSnapshots.takenAt))
      .limit(1);
    return point?.apy ?? null;
  }

  async #openTransfers(address: string): Promise<OpenTransfer[]> {
    const list = await this.deps.transfers.listByAddress(address, 100);
    return list
      .filter((t) => t.status !== 'completed')
      .map((t) => ({
        sourceChainId: t.sourceChain,
        destinationChainId: t.destinationChain,
        burnTxHash: t.txHash,
        amount: t.amount,
        status: t.status,
        startedAtMs: t.timestamp,
      }));
  }

  async #agent(address: string): Promise<WalletFacts['agent']> {
    const agent = await this.deps.agentWallet.initialize(address, { open: false });
    if (!agent.enabled) return null;
    return {
      budgetSpent: agent.budget.exhausted,
      // Simulation mode and an unreadable balance say nothing about the account's USDC.
      fundsOut: agent.mode === 'live' && !agent.simulatedBalance && Number(agent.balance.usdc) === 0,
    };
  }
}
