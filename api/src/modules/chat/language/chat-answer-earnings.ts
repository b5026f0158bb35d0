// Answers about what the wallet's positions really earned: 'how much have I earned?' and 'which position earns the
// most?'. Every figure is the earnings service's (the same computation the portfolio rows and the CSV show),
// formatted the way the rows format it.
import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import { earningsNote, topEarner } from '@fin/shared/domain/portfolio/earnings';
import type { ChatSource } from '@fin/shared/schemas/chat';
import type { EarningsResponse, PositionEarningsRow } from '@fin/shared/schemas/earnings';
import { type ChatFacts, type ChatReply, sourceLine } from './chat-facts';

const where = (p: PositionEarningsRow) => `${p.symbol} in ${p.protocol} on ${p.chainName}`;

function positionLine(p: PositionEarningsRow): string {
  const e = p.earnings;
  if (e.status === 'counted') {
    const apy = e.realizedApy === undefined ? '' : `, ${formatApy(e.realizedApy)} realized APY`;
    return `• ${where(p)}: ${signedUsd(e.earnedUSD)} earned (${formatUsd(e.netInUSD)} in, ${formatUsd(e.valueUSD)} now${apy})`;
  }
  // The words the portfolio row shows too.
  return `• ${where(p)}: ${formatUsd(e.valueUSD)} now. ${earningsNote(e)}.`;
}

const signedUsd = (v: number) => (v < 0 ? `−${formatUsd(-v)}` : `+${formatUsd(v)}`);

function source(e: EarningsResponse): ChatSource {
  return { name: 'deposits and withdrawals read from the protocols’ events on-chain', asOf: e.computedAt };
}

function notes(e: EarningsResponse): string[] {
  return e.errors.map(
    (x) => `${x.chainName} could not be read (${x.message}), so its positions are not counted.`,
  );
}

export function answerEarned(facts: ChatFacts): ChatReply {
  const e = facts.earnings as EarningsResponse;
  const sources = [source(e)];
  if (e.positions.length === 0) {
    return {
      content: `You hold no positions in lending protocols or vaults right now, so nothing has earned yet.\n${sourceLine(sources, facts.now, notes(e))}`,
      metadata: { sources },
    };
  }
  const counted = e.positions.filter((p) => p.earnings.status === 'counted');
  const head =
    e.totalEarnedUSD === undefined
      ? 'I can’t count what your positions earned: each was opened before the events Fin reads.'
      : `You have earned ${signedUsd(e.totalEarnedUSD)} on ${counted.length} position${counted.length === 1 ? '' : 's'} to date (value now minus the money you put in).`;
  return {
    content: [
      head,
      ...e.positions.slice(0, 10).map(positionLine),
      sourceLine(sources, facts.now, notes(e)),
    ].join('\n'),
    metadata: { sources },
  };
}

export function answerTopEarner(facts: ChatFacts): ChatReply {
  const e = facts.earnings as EarningsResponse;
  const sources = [source(e)];
  const top = topEarner(e.positions);
  if (top?.earnings.status !== 'counted') {
    return {
      content: `${e.positions.length === 0 ? 'You hold no positions in lending protocols or vaults right now.' : 'None of your positions has earnings Fin can count yet.'}\n${sourceLine(sources, facts.now, notes(e))}`,
      metadata: { sources },
    };
  }
  const lines = [`Your ${where(top)} has earned the most: ${signedUsd(top.earnings.earnedUSD)} to date.`];
  lines.push(positionLine(top));
  const byRate = e.positions
    .filter((p) => p.earnings.status === 'counted' && p.earnings.realizedApy !== undefined)
    .sort((a, b) => rate(b) - rate(a))[0];
  if (byRate && byRate !== top) {
    lines.push(`The highest realized rate is your ${where(byRate)}: ${formatApy(rate(byRate))} APY.`);
  }
  lines.push(sourceLine(sources, facts.now, notes(e)));
  return {
    content: lines.join('\n'),
    metadata: {
      sources,
      ...(top.earnings.realizedApy === undefined ? {} : { apy: top.earnings.realizedApy }),
    },
  };
}

const rate = (p: PositionEarningsRow) =>
  p.earnings.status === 'counted'
    ? (p.earnings.realizedApy ?? Number.NEGATIVE_INFINITY)
    : Number.NEGATIVE_INFINITY;
