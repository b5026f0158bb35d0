// The data a chat answer is written from, exactly as Fin's services return it, and the small helpers every
// answer uses to match pools and to say where its figures came from and how fresh they are.

import type { TransferQuote } from '@fin/shared/domain/cctp/fees';
import { depositableWithFin } from '@fin/shared/domain/deposit/method';
import type { ChatAction, ChatMetadata, ChatOpportunity, ChatSource } from '@fin/shared/schemas/chat';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { PoolRef } from './chat-intent';

export type YieldsFacts = { data: readonly YieldOpportunity[]; lastUpdated: string; asOf?: string };

/** A burn found on-chain whose USDC has not been minted on the destination yet. */
export type PendingBurnFact = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: string;
  /** Whole USDC. */
  amount: number;
  fast: boolean;
  attested: boolean;
};

/** The scan of unminted burns: what it found on the chains it read (`chainIds`) and the chains it could not read. */
export type PendingBurnsFacts = {
  burns: PendingBurnFact[];
  checkedAt: string;
  chainIds: number[];
  unreadChains: { chainId: number; reason: string }[];
};

export type TransferQuoteFacts = {
  from: number;
  to: number;
  /** Whole USDC quoted. */
  amount: number;
  /** Base units of `amount`, as quoted. */
  fast: TransferQuote;
  standard: TransferQuote;
  /** Where the fee schedule came from: Circle's live service, or the fallback when it was unreachable. */
  scheduleSource: 'circle' | 'fallback';
  /** The fast fee rate in basis points (Circle's schedule). */
  feeBps: number;
  fetchedAt: string;
};

export type RiskReportFacts = {
  protocol: string;
  riskScore: number;
  factors: Record<string, number>;
  fetchedAt: string;
  costUsdc: number;
};

/** Everything the tools returned for one question; absent when the tool was not needed or failed. */
export type ChatFacts = {
  now: Date;
  walletAddress?: string;
  portfolio?: PortfolioResponse;
  /** What each position really earned (the figures the portfolio rows show). */
  earnings?: EarningsResponse;
  yields?: YieldsFacts;
  transferQuote?: TransferQuoteFacts;
  pendingBurns?: PendingBurnsFacts;
  optimizer?: { result: OptimizerResult; computedAt: string };
  riskReport?: RiskReportFacts;
  /** Why a tool could not answer, in words a person understands (shown in the answer). */
  unavailable: string[];
};

export type ChatReply = {
  content: string;
  metadata: Omit<ChatMetadata, 'dataSource' | 'x402Enhanced'> & Partial<ChatMetadata>;
};

/** "14:03:07 UTC, 2 s ago" */
function freshness(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'at an unknown time';
  const time = at.toISOString().slice(11, 19);
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  const ago =
    seconds < 90
      ? `${seconds} s ago`
      : seconds < 5400
        ? `${Math.round(seconds / 60)} min ago`
        : `${Math.round(seconds / 3600)} h ago`;
  return `${time} UTC, ${ago}`;
}

/** "Mar 4, 2026" */
function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function portfolioSource(p: PortfolioResponse): ChatSource {
  const ok = p.chains.filter((c) => c.status === 'ok').length;
  return { name: `your balances read on-chain from ${ok} of ${p.chains.length} chains`, asOf: p.lastUpdated };
}

export function yieldsSource(y: YieldsFacts): ChatSource {
  return { name: 'yields list', asOf: y.lastUpdated };
}

/** One "Source:" line naming every service used and how fresh each was. */
export function sourceLine(sources: readonly ChatSource[], now: Date, notes: readonly string[] = []): string {
  const parts = sources.map((s) => `${s.name} (${freshness(s.asOf, now)})`);
  return `Source: ${parts.join('; ')}${notes.length ? `. ${notes.join(' ')}` : ''}`;
}

/** "including DefiLlama data captured Mar 4, 2026" when any listed row comes from the capture. */
export function captureNote(rows: readonly YieldOpportunity[], y: YieldsFacts): string[] {
  return rows.some((r) => r.dataSource === 'defillama-capture') && y.asOf
    ? [`Some rows are DefiLlama data captured ${shortDate(y.asOf)}, not live.`]
    : [];
}

export function matchesProtocol(o: Pick<YieldOpportunity, 'protocolSlug'>, key: string): boolean {
  return o.protocolSlug.startsWith(key);
}

export function matchesRef(o: YieldOpportunity, ref: PoolRef): boolean {
  return (
    (ref.protocol === undefined || matchesProtocol(o, ref.protocol)) &&
    (ref.chainId === undefined || o.chainId === ref.chainId) &&
    (ref.asset === undefined || o.asset.toUpperCase() === ref.asset)
  );
}

/** Highest APY first; pools without an APY last. */
export function byApy(a: YieldOpportunity, b: YieldOpportunity): number {
  return (b.apy ?? Number.NEGATIVE_INFINITY) - (a.apy ?? Number.NEGATIVE_INFINITY);
}

export function toOpportunity(o: YieldOpportunity): ChatOpportunity {
  return {
    poolId: o.id,
    protocol: o.protocol,
    chain: o.chain,
    chainId: o.chainId,
    asset: o.asset,
    apy: o.apy,
    tvl: o.tvl,
    riskLevel: o.riskLevel,
  };
}

/** The deposit dialog for a pool Fin can deposit into; none for a pool without an integration. */
export function depositAction(o: YieldOpportunity, amount?: number): ChatAction | undefined {
  if (!depositableWithFin(o)) return undefined;
  return {
    type: 'deposit',
    poolId: o.id,
    protocol: o.protocol,
    chainId: o.chainId,
    asset: o.asset,
    ...(amount !== undefined ? { amount: amountText(amount) } : {}),
  };
}

/** A dollar amount as the forms' amount field takes it (no grouping, at most 6 decimals). */
export function amountText(amount: number): string {
  return String(Math.round(amount * 1e6) / 1e6);
}
