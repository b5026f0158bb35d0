// Answers from the yields list: the best pools under the filters a question names, a deposit into a named
// protocol, two pools side by side, and the risk of a protocol with its factors (plus a paid report when the
// agent bought one).

import { getChainName } from '@fin/shared/domain/chains/chains';
import { depositableWithFin } from '@fin/shared/domain/deposit/method';
import { formatApy, formatTvl, formatUsd } from '@fin/shared/domain/money/format';
import { projectYield } from '@fin/shared/domain/yields/earnings';
import { riskLabel } from '@fin/shared/domain/yields/risk';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import {
  byApy,
  type ChatFacts,
  type ChatReply,
  captureNote,
  depositAction,
  matchesProtocol,
  matchesRef,
  sourceLine,
  toOpportunity,
  type YieldsFacts,
  yieldsSource,
} from './chat-facts';
import type { ChatParams, PoolRef } from './chat-intent';
import { protocolKeyName } from './chat-lexicon';

const RISK_NAMES = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** The protocol's own page, where a pool Fin cannot reach takes a deposit. */
const depositPage = (o: YieldOpportunity) =>
  `deposit on ${o.protocol}'s own page, ${o.moonwellUrl ?? o.protocolUrl}`;

const poolLine = (o: YieldOpportunity, i?: number) =>
  `${i === undefined ? '•' : `${i + 1}.`} ${o.protocol} on ${o.chain}: ${o.asset} ${formatApy(o.apy)} APY, TVL ${formatTvl(o.tvl)}, ${RISK_NAMES[o.riskLevel]} risk`;

function describeFilters(params: ChatParams): string {
  const parts: string[] = [];
  if (params.assets.length) parts.push(params.assets.join('/'));
  if (params.protocols.length) parts.push(params.protocols.map(protocolKeyName).join('/'));
  if (params.chainIds.length) parts.push(`on ${params.chainIds.map(getChainName).join('/')}`);
  if (params.risk) parts.push(`${RISK_NAMES[params.risk].toLowerCase()} risk`);
  if (params.minTvl !== undefined) parts.push(`TVL at least ${formatTvl(params.minTvl)}`);
  if (params.minApy !== undefined) parts.push(`APY at least ${params.minApy}%`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function filterPools(y: YieldsFacts, params: ChatParams): YieldOpportunity[] {
  return y.data
    .filter(
      (o) =>
        o.apy !== null &&
        (params.assets.length === 0 || params.assets.includes(o.asset.toUpperCase())) &&
        (params.chainIds.length === 0 || params.chainIds.includes(o.chainId)) &&
        (params.protocols.length === 0 || params.protocols.some((k) => matchesProtocol(o, k))) &&
        (params.risk === undefined || o.riskLevel === params.risk) &&
        (params.minTvl === undefined || (o.tvl ?? 0) >= params.minTvl) &&
        (params.minApy === undefined || (o.apy ?? 0) >= params.minApy),
    )
    .sort(byApy);
}

function projection(o: YieldOpportunity, amount: number): string {
  const p = projectYield({ amount, apy: o.apy ?? 0, days: 365 });
  return `${formatUsd(amount)} in ${o.protocol} on ${o.chain} at ${formatApy(o.apy)} would earn about ${formatUsd(p.totalEarnings)} in a year (daily compounding), ${formatUsd(p.totalEarnings / 12)} a month.`;
}

export function answerBestYield(params: ChatParams, facts: ChatFacts, deposit = false): ChatReply {
  const y = facts.yields as YieldsFacts;
  const pools = filterPools(y, params);
  const limit = deposit ? 1 : Math.min(params.limit ?? 3, 10);
  const shown = pools.slice(0, limit);
  const sources = [yieldsSource(y)];
  if (shown.length === 0) {
    return {
      content: `No pool in the yields list matches${describeFilters(params)}. Try fewer filters: another chain, a lower minimum TVL or any risk level.\n${sourceLine(sources, facts.now)}`,
      metadata: { opportunities: [], sources },
    };
  }
  // Money goes to the best pool Fin can deposit into; a better one it cannot reach is named with its own page.
  const reachable = pools.find(depositableWithFin);
  if (deposit && reachable) shown.splice(0, shown.length, reachable);
  const top = shown[0] as YieldOpportunity;
  const depositable = reachable;
  const lines = deposit
    ? [
        `The ${reachable ? 'best pool Fin can deposit into' : `${top.protocol} pool`} that fits${describeFilters(params)}:`,
        poolLine(top),
      ]
    : [
        `Best yields${describeFilters(params)} out of ${pools.length} matching pools:`,
        ...shown.map(poolLine),
      ];
  if (!deposit && reachable && !shown.includes(reachable)) {
    lines.push(`The best pool Fin can deposit into: ${poolLine(reachable).slice(2)}`);
  }
  const better = pools[0];
  if (better && reachable && better !== reachable && !depositableWithFin(better)) {
    lines.push(
      `${better.protocol} on ${better.chain} pays more (${better.asset} ${formatApy(better.apy)} APY) but Fin cannot deposit there: ${depositPage(better)}`,
    );
  }
  if (params.amount !== undefined) lines.push(projection(depositable ?? top, params.amount));
  const action = depositable ? depositAction(depositable, params.amount) : undefined;
  if (action)
    lines.push(
      `Use the button to open the deposit form for ${depositable?.protocol} on ${depositable?.chain}; you confirm there.`,
    );
  else lines.push('Fin has no direct deposit for these pools yet: open them from the Yields section.');
  lines.push(sourceLine(sources, facts.now, captureNote(shown, y)));
  return {
    content: lines.join('\n'),
    metadata: {
      ...(action ? { action } : {}),
      ...(top.apy !== null ? { apy: top.apy } : {}),
      riskScore: top.riskScore,
      opportunities: shown.map(toOpportunity),
      sources,
    },
  };
}

const refName = (r: PoolRef) =>
  [
    r.protocol ? protocolKeyName(r.protocol) : '',
    r.asset ?? '',
    r.chainId !== undefined ? `on ${getChainName(r.chainId)}` : '',
  ]
    .filter(Boolean)
    .join(' ');

export function answerCompare(params: ChatParams, facts: ChatFacts): ChatReply {
  const y = facts.yields as YieldsFacts;
  const refs = params.pools ?? [{}, {}];
  const picks = refs.map(
    (r) =>
      y.data
        .filter((o) => o.apy !== null && matchesRef(o, r) && (!params.risk || o.riskLevel === params.risk))
        .sort(byApy)[0],
  );
  const sources = [yieldsSource(y)];
  const missing = refs.filter((_, i) => !picks[i]).map(refName);
  if (missing.length > 0) {
    return {
      content: `I found no pool in the yields list for ${missing.join(' or ')}, so I can't compare them.\n${sourceLine(sources, facts.now)}`,
      metadata: { sources },
    };
  }
  const [a, b] = picks as [YieldOpportunity, YieldOpportunity];
  const better = (a.apy ?? 0) >= (b.apy ?? 0) ? a : b;
  const other = better === a ? b : a;
  const gap = (better.apy ?? 0) - (other.apy ?? 0);
  const lines = [
    `Comparing the best pool of each (highest APY):`,
    poolLine(a),
    poolLine(b),
    `${better.protocol} on ${better.chain} pays ${gap.toFixed(2)} percentage points more (risk scores ${a.riskScore.toFixed(1)} vs ${b.riskScore.toFixed(1)} out of 10, lower is safer).`,
  ];
  if (params.amount !== undefined) {
    const gain =
      projectYield({ amount: params.amount, apy: better.apy ?? 0, days: 365 }).totalEarnings -
      projectYield({ amount: params.amount, apy: other.apy ?? 0, days: 365 }).totalEarnings;
    lines.push(`On ${formatUsd(params.amount)} that is about ${formatUsd(gain)} more a year.`);
  }
  lines.push(sourceLine(sources, facts.now, captureNote([a, b], y)));
  const action = depositAction(better, params.amount);
  return {
    content: lines.join('\n'),
    metadata: {
      ...(action ? { action } : {}),
      ...(better.apy !== null ? { apy: better.apy } : {}),
      riskScore: better.riskScore,
      opportunities: [a, b].map(toOpportunity),
      sources,
    },
  };
}

export function answerRisk(params: ChatParams, facts: ChatFacts): ChatReply {
  const y = facts.yields as YieldsFacts;
  const held = (facts.portfolio?.entries ?? [])
    .map((e) => e.asset.protocol?.toLowerCase().split(' ')[0])
    .filter((k): k is string => Boolean(k));
  const keys = params.protocols.length ? params.protocols : [...new Set(held)];
  const sources = [yieldsSource(y)];
  if (keys.length === 0) {
    return {
      content: `Name a protocol (for example "how risky is Aave?") and I'll give its risk factors. You have no protocol positions right now: idle stablecoins carry only the stablecoin's own risk.\n${sourceLine(sources, facts.now)}`,
      metadata: { sources },
    };
  }
  const lines: string[] = [];
  let headScore: number | undefined;
  for (const key of keys.slice(0, 4)) {
    const pools = y.data.filter(
      (o) => matchesProtocol(o, key) && (params.chainIds.length === 0 || params.chainIds.includes(o.chainId)),
    );
    if (pools.length === 0) {
      lines.push(`${protocolKeyName(key)}: not in the yields list, so I have no risk figures for it.`);
      continue;
    }
    const scores = pools.map((o) => o.riskScore);
    const biggest = [...pools].sort((a, b) => (b.tvl ?? 0) - (a.tvl ?? 0))[0] as YieldOpportunity;
    const low = Math.min(...scores);
    const high = Math.max(...scores);
    headScore ??= biggest.riskScore;
    lines.push(
      `${protocolKeyName(key)}: risk score ${low === high ? low.toFixed(1) : `${low.toFixed(1)}–${high.toFixed(1)}`} out of 10 over ${pools.length} pool${pools.length > 1 ? 's' : ''} (${riskLabel(biggest.riskScore)} for its largest, ${biggest.asset} on ${biggest.chain}, TVL ${formatTvl(biggest.tvl)}). Factors:`,
      ...biggest.riskFactors.map((f) => `• ${f.label}: ${f.points.toFixed(1)}/${f.maxPoints} (${f.detail})`),
    );
  }
  const r = facts.riskReport;
  let x402 = false;
  if (r) {
    x402 = true;
    headScore = r.riskScore;
    lines.push(
      `Paid risk report for ${r.protocol} (bought by the agent for ${r.costUsdc} USDC over x402): score ${r.riskScore}/10 (${riskLabel(r.riskScore)}).`,
      ...Object.entries(r.factors).map(([k, v]) => `• ${k.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${v}`),
    );
    sources.push({ name: 'x402 risk report', asOf: r.fetchedAt });
  }
  lines.push(
    sourceLine(sources, facts.now, [
      'Fin scores risk from TVL, APY swings, utilization and protocol age; lower is safer.',
    ]),
  );
  return {
    content: lines.join('\n'),
    metadata: {
      ...(headScore !== undefined ? { riskScore: headScore } : {}),
      sources,
      ...(x402 ? { x402Enhanced: true, dataSource: 'x402' as const } : {}),
    },
  };
}
