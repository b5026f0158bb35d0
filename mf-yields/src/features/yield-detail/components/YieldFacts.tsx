import { formatApy, formatTvl } from '@fin/shared/domain/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';

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
      <dl className="yd-grid">
        <div>
          <dt>APY</dt>
          <dd className="yd-apy">{formatApy(o.apy)}</dd>
        </div>
        <div>
          <dt>Base APY</dt>
          <dd>{formatApy(o.apyComponents.base)}</dd>
        </div>
        <div>
          <dt>Rewards APY</dt>
          <dd>{formatApy(o.apyComponents.rewards)}</dd>
        </div>
        <div>
          <dt>TVL</dt>
          <dd>{formatTvl(o.tvl)}</dd>
        </div>
        <div>
          <dt>Utilization</dt>
          <dd>{percent(o.utilization)}</dd>
        </div>
        <div>
          <dt>Risk</dt>
          <dd>
            <Badge tone={RISK_TONE[o.riskLevel]}>{o.riskLevel.toUpperCase()}</Badge>{' '}
            <span className="fin-muted">{o.riskScore.toFixed(1)}/10</span>
          </dd>
        </div>
        <div>
          <dt>Min deposit</dt>
          <dd>{o.minDeposit > 0 ? `${o.minDeposit.toLocaleString('en-US')} ${o.asset}` : 'None'}</dd>
        </div>
        <div>
          <dt>Max deposit</dt>
          <dd>{amount(o.maxDeposit, o.asset)}</dd>
        </div>
        <div>
          <dt>Stability</dt>
          <dd>{Math.round(o.stabilityScore)}/100</dd>
        </div>
      </dl>
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
