// Answers about the wallet itself: balances and totals (per chain, per asset, earning vs idle) and what its
// positions earn. Every figure is summed from the portfolio the dashboard shows, formatted the way it shows it.

import { getChainName } from '@fin/shared/domain/chains/chains';
import { depositableWithFin } from '@fin/shared/domain/deposit/method';
import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import { estimateEarnings, weightedAverageApy } from '@fin/shared/domain/yields/earnings';
import type { BalanceEntry, PortfolioResponse } from '@fin/shared/schemas/portfolio';
import {
  byApy,
  type ChatFacts,
  type ChatReply,
  depositAction,
  portfolioSource,
  sourceLine,
  yieldsSource,
} from './chat-facts';
import type { ChatParams } from './chat-intent';
import { protocolKeyName } from './chat-lexicon';

/** Receipts and Morpho positions earn; plain stablecoins in the wallet sit idle. */
const isEarning = (e: BalanceEntry) => e.asset.type !== 'stablecoin';

const assetOf = (e: BalanceEntry) => (e.asset.underlyingAsset ?? e.asset.symbol).toUpperCase();
const sum = (entries: readonly BalanceEntry[]) => entries.reduce((t, e) => t + e.valueUSD, 0);

function filtered(p: PortfolioResponse, params: ChatParams): BalanceEntry[] {
  return p.entries.filter(
    (e) =>
      (params.chainIds.length === 0 || params.chainIds.includes(e.chainId)) &&
      (params.assets.length === 0 || params.assets.includes(assetOf(e))),
  );
}

function scopeText(params: ChatParams): string {
  const parts = [
    params.assets.length ? params.assets.join(' and ') : '',
    params.chainIds.length ? `on ${params.chainIds.map(getChainName).join(' and ')}` : 'across all chains',
  ];
  return parts.filter(Boolean).join(' ');
}

function errorNotes(p: PortfolioResponse): string[] {
  return p.errors.map(
    (e) => `${e.chainName} could not be read (${e.message}), so its balances are not counted.`,
  );
}

/**
 * Where one line's money sits, in words: 'USDC idle in wallet on Base', 'USDC in Aave V3 on Base', 'USDC in Morpho
 * Blue vault Steakhouse USDC on Base', 'USDC in Morpho Blue WETH market on Base'. A chain holds each token once and
 * each Morpho market once, so no two lines of one answer read the same.
 */
export function whereMoneySits(e: BalanceEntry): string {
  const asset = e.asset.underlyingAsset ?? e.asset.symbol;
  const on = `on ${e.chainName}`;
  if (e.asset.type === 'stablecoin') return `${asset} idle in wallet ${on}`;
  const protocol = e.asset.protocol ?? e.asset.name;
  if (e.asset.type === 'position') return `${asset} in ${protocol} ${e.collateral ?? asset} market ${on}`;
  // Morpho vaults are many per chain: the vault's own name tells them apart ('Steakhouse USDC (Morpho)').
  const vault =
    e.asset.protocol === 'Morpho Blue' ? ` vault ${e.asset.name.replace(/\s*\(Morpho\)$/, '')}` : '';
  return `${asset} in ${protocol}${vault} ${on}`;
}

const entryLine = (e: BalanceEntry) =>
  `• ${whereMoneySits(e)}: ${formatUsd(e.valueUSD)}${isEarning(e) ? ` (earning${e.apy !== undefined ? ` ${formatApy(e.apy)}` : ''})` : ''}`;

/**
 * A group of lines under one heading. A group of one line gives its amount once, on the line that says where it
 * sits; a larger group heads its lines with their sum.
 */
function groupLines(
  rows: readonly BalanceEntry[],
  sumHead: (total: string) => string,
  oneHead: string,
): string[] {
  const head = rows.length === 1 ? oneHead : sumHead(formatUsd(sum(rows)));
  return [head, ...rows.slice(0, 8).map(entryLine)];
}

/** The split 'earning / idle' lines; a subtotal that one listed line already shows is left out. */
function splitLines(
  earning: readonly BalanceEntry[],
  idle: readonly BalanceEntry[],
  listed: boolean,
): string[] {
  return [
    ...(listed && earning.length === 1 ? [] : [`• Earning in protocols: ${formatUsd(sum(earning))}`]),
    ...(listed && idle.length === 1 ? [] : [`• Idle in your wallet: ${formatUsd(sum(idle))}`]),
  ];
}

function balanceLines(params: ChatParams, p: PortfolioResponse, rows: readonly BalanceEntry[]): string[] {
  const earning = rows.filter(isEarning);
  const idle = rows.filter((e) => !isEarning(e));
  const whole = params.chainIds.length === 0 && params.assets.length === 0;
  const scope = params.scope ?? 'total';
  const failed = p.errors.filter((e) => params.chainIds.length === 0 || params.chainIds.includes(e.chainId));
  const wanted = params.chainIds.length || p.chains.length;
  const where = scopeText(params);
  if (rows.length === 0 && failed.length > 0 && failed.length >= wanted)
    // Nothing could be read: saying "you hold nothing" would be a guess.
    return [`I couldn't read your balances ${where} just now. Please try again in a moment.`];
  if (rows.length === 0) return [`You hold nothing ${where} right now.`];
  if (scope === 'idle')
    return groupLines(
      idle,
      (total) => `${total} ${where} is sitting idle in your wallet, not earning.`,
      `Your ${where} sitting idle in your wallet, not earning:`,
    );
  if (scope === 'earning')
    return groupLines(
      earning,
      (total) => `${total} ${where} is earning in protocol positions.`,
      `Your ${where} earning in protocol positions:`,
    );
  const listed = !(whole && scope === 'total');
  return [
    `Your total ${where} is ${formatUsd(whole ? p.totals.valueUSD : sum(rows))}.`,
    ...splitLines(earning, idle, listed),
    ...(listed
      ? rows.slice(0, 8).map(entryLine)
      : ['By chain:', ...p.totals.byChain.map((c) => `• ${c.chainName}: ${formatUsd(c.valueUSD)}`)]),
  ];
}

export function answerBalance(params: ChatParams, facts: ChatFacts): ChatReply {
  const p = facts.portfolio as PortfolioResponse;
  const rows = filtered(p, params);
  const idle = rows.filter((e) => !isEarning(e));
  const scope = params.scope ?? 'total';
  const lines = balanceLines(params, p, rows);
  if (rows.length > 8 && scope !== 'split')
    lines.push(`…and ${rows.length - 8} more in the Portfolio section.`);

  let action: ChatReply['metadata']['action'];
  const sources = [portfolioSource(p)];
  const biggestIdle = [...idle].sort((a, b) => b.valueUSD - a.valueUSD)[0];
  if (facts.yields && biggestIdle && (scope === 'idle' || scope === 'split')) {
    const best = facts.yields.data
      .filter(
        (o) =>
          o.chainId === biggestIdle.chainId && o.asset === biggestIdle.asset.symbol && depositableWithFin(o),
      )
      .filter((o) => o.riskLevel !== 'high')
      .sort(byApy)[0];
    if (best?.apy) {
      const yearly = estimateEarnings(best.apy, biggestIdle.valueUSD, 365);
      // Its amount is given once: on its own line when the answer lists it, otherwise here.
      const listed = lines.some((l) => l.startsWith(`• ${whereMoneySits(biggestIdle)}:`));
      const amount = listed ? '' : `${formatUsd(biggestIdle.valueUSD)} `;
      lines.push(
        `Your largest idle balance, ${amount}${biggestIdle.asset.symbol} on ${biggestIdle.chainName}, could earn ${formatApy(best.apy)} in ${best.protocol} (about ${formatUsd(yearly)} a year).`,
      );
      action = depositAction(best, Number(biggestIdle.balance));
      sources.push(yieldsSource(facts.yields));
    }
  }
  lines.push(sourceLine(sources, facts.now, errorNotes(p)));
  return { content: lines.join('\n'), metadata: { ...(action ? { action } : {}), sources } };
}

export function answerPositionEarnings(params: ChatParams, facts: ChatFacts): ChatReply {
  const p = facts.portfolio as PortfolioResponse;
  const key = params.protocols[0];
  const positions = filtered(p, params)
    .filter(isEarning)
    .filter((e) => !key || (e.asset.protocol ?? '').toLowerCase().startsWith(key));
  const sources = [portfolioSource(p)];
  const what = key ? `${protocolKeyName(key)} positions` : 'positions';
  if (positions.length === 0) {
    return {
      content: `You have no ${what} ${scopeText(params)} right now, so nothing is earning there.\n${sourceLine(sources, facts.now, errorNotes(p))}`,
      metadata: { sources },
    };
  }
  const lines = positions
    .slice(0, 10)
    .map((e) =>
      e.apy === undefined
        ? `• ${whereMoneySits(e)}: ${formatUsd(e.valueUSD)}, APY not known right now`
        : `• ${whereMoneySits(e)}: ${formatUsd(e.valueUSD)} at ${formatApy(e.apy)} ≈ ${formatUsd(estimateEarnings(e.apy, e.valueUSD, 365))} a year (${formatUsd(estimateEarnings(e.apy, e.valueUSD, 30))} a month)`,
    );
  const known = positions.filter((e) => e.apy !== undefined);
  const value = sum(positions);
  const average = weightedAverageApy(known.map((e) => ({ value: e.valueUSD, apy: e.apy as number })));
  const yearly = known.reduce((t, e) => t + estimateEarnings(e.apy as number, e.valueUSD, 365), 0);
  const head = `Your ${what} hold ${formatUsd(value)} at an average ${formatApy(average)}: about ${formatUsd(yearly)} a year at today's rates.`;
  return {
    content: [
      head,
      ...lines,
      sourceLine(sources, facts.now, ['APYs are live pool rates and change every block.', ...errorNotes(p)]),
    ].join('\n'),
    metadata: { apy: Math.round(average * 100) / 100, sources },
  };
}
