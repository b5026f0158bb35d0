import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import { ageInWords } from '@fin/shared/domain/yields/freshness';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import type { ReactNode } from 'react';
import { AdvertisedVsRealized } from './AdvertisedVsRealized';

const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;
const SOURCE_LABEL: Record<YieldOpportunity['dataSource'], string> = {
  onchain: 'On-chain (read from the pool contract)',
  defillama: 'DefiLlama (live)',
  'defillama-capture': 'DefiLlama (captured data)',
};

const percent = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);
const amount = (v: number | null, asset: string) =>
  v === null ? 'No maximum' : `${v.toLocaleString('en-US')} ${asset}`;

/** The opportunity's facts (issue: APY and components, TVL, utilization, risk, requirements, limits, source). */
export function YieldFacts({ o }: { o: YieldOpportunity }) {
  return (
    <div className="yd-facts">
      {o.stale ? (
        // Past the freshness limit (freshness.ts): the figures below are the pool's as of then, not today's.
        <p className="yd-stale" role="status" data-testid="yield-stale-notice">
          Not current: these figures are from{' '}
          <time dateTime={o.lastUpdated}>{new Date(o.lastUpdated).toLocaleString('en-US')}</time> (
          {ageInWords(o.lastUpdated, new Date())} old); the pool may pay something else today.
        </p>
      ) : null}
      <FactsGrid o={o} />
      <AdvertisedVsRealized o={o} />
      <RisksAndRequirements o={o} />
      {o.description ? <p className="fin-muted yd-block">{o.description}</p> : null}
      <p className="fin-muted yd-source">
        Source: {SOURCE_LABEL[o.dataSource]} · Last update{' '}
        <time dateTime={o.lastUpdated}>{new Date(o.lastUpdated).toLocaleString('en-US')}</time> ·{' '}
        <a href={o.protocolUrl} target="_blank" rel="noopener noreferrer">
          Open {o.protocol}
        </a>
      </p>
    </div>
  );
}

/** The figures: APY and its parts, TVL, utilization, risk, the pool's limits and stability. */
function FactsGrid({ o }: { o: YieldOpportunity }) {
  const facts: [string, ReactNode][] = [
    ['Base APY', formatApy(o.apyComponents.base)],
    ['Rewards APY', formatApy(o.apyComponents.rewards)],
    ['TVL', formatTvl(o.tvl)],
    ['Utilization', percent(o.utilization)],
    [
      'Risk',
      <>
        <Badge tone={RISK_TONE[o.riskLevel]}>{o.riskLevel.toUpperCase()}</Badge>{' '}
        <span className="fin-muted">{o.riskScore.toFixed(1)}/10</span>
      </>,
    ],
    ['Min deposit', o.minDeposit > 0 ? `${o.minDeposit.toLocaleString('en-US')} ${o.asset}` : 'None'],
    ['Max deposit', amount(o.maxDeposit, o.asset)],
    ['Stability', `${Math.round(o.stabilityScore)}/100`],
  ];
  return (
    <dl className="yd-grid">
      <div>
        <dt>APY</dt>
        <dd className="yd-apy">{formatApy(o.apy)}</dd>
      </div>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RisksAndRequirements({ o }: { o: YieldOpportunity }) {
  return (
    <>
      {o.riskFactors.length ? (
        <details className="yd-block">
          <summary>Risk factors</summary>
          <ul>
            {o.riskFactors.map((f) => (
              <li key={f.key}>
                <strong>{f.label}</strong> ({f.points}/{f.maxPoints}): {f.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {o.requirements.length ? (
        <div className="yd-block">
          <strong>Requirements</strong>
          <ul>
            {o.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
