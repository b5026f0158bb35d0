// "What should I do?": the optimizer's best proposal for this wallet with what it gains and when it pays for
// itself. Without the optimizer, the plainest useful step from live data: put the largest idle balance to work.

import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import { answerBalance } from './chat-answer-portfolio';
import { type ChatFacts, type ChatReply, sourceLine } from './chat-facts';
import type { ChatParams } from './chat-intent';

export function answerAdvice(params: ChatParams, facts: ChatFacts): ChatReply {
  const o = facts.optimizer;
  if (!o) {
    const reply = answerBalance({ ...params, scope: 'split' }, facts);
    return {
      content: `${reply.content}\n(The optimizer could not be run just now, so this looks only at idle balances, not at moving existing positions.)`,
      metadata: reply.metadata,
    };
  }
  const r = o.result;
  const sources = [
    { name: `the optimizer (${r.profile} profile, ${r.horizonDays}-day horizon)`, asOf: o.computedAt },
  ];
  const best = [...r.rebalancingActions].sort((a, b) => b.economics.netGainUsd - a.economics.netGainUsd)[0];
  if (!best) {
    const why = r.dropped[0]?.reason;
    return {
      content: [
        `Nothing to do right now: your ${formatUsd(r.totalValue)} earns ${formatApy(r.currentWeightedAPY)} on average, and no move pays for its costs within ${r.horizonDays} days.`,
        ...(why ? [`Closest candidate: ${r.dropped[0]?.from} → ${r.dropped[0]?.to}: ${why}`] : []),
        sourceLine(sources, facts.now),
      ].join('\n'),
      metadata: { apy: r.currentWeightedAPY, action: { type: 'optimizer', profile: r.profile }, sources },
    };
  }
  const e = best.economics;
  const lines = [
    `Best move: ${best.amount} ${best.asset} from ${best.from} to ${best.to} (${best.reason}).`,
    `• APY ${formatApy(e.fromApy)} → ${formatApy(e.toApyAfter)} after your deposit${e.rateMeasured ? ' (measured by simulating it)' : ''}: about ${formatUsd(e.yearlyGainUsd)} more a year.`,
    `• Costs ${formatUsd(e.costUsd)} (gas ${formatUsd(e.gasCostUsd)}${e.bridgeFeeUsd ? `, bridge fee ${formatUsd(e.bridgeFeeUsd)}` : ''}); break-even after ${e.breakEvenDays === null ? 'never' : `${Math.ceil(e.breakEvenDays)} days`}; net ${formatUsd(e.netGainUsd)} over ${e.horizonDays} days.`,
    `Your whole portfolio: ${formatApy(r.currentWeightedAPY)} now, ${formatApy(r.projectedAPY)} with all ${r.rebalancingActions.length} proposed move${r.rebalancingActions.length > 1 ? 's' : ''}.`,
    'Open the optimizer to review and run it; each step asks your wallet to sign.',
    sourceLine(sources, facts.now),
  ];
  return {
    content: lines.join('\n'),
    metadata: {
      action: { type: 'optimizer', profile: r.profile },
      apy: e.toApyAfter,
      sources,
    },
  };
}
