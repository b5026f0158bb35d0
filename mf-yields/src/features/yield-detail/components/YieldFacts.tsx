import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import { isSpike, mean30d } from '@fin/shared/domain/yields/spike';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';

/** How old a reading is, in words a user scans: '5 min ago', '3 h ago', '2 d ago'. */
function age(iso: string, now = Date.now()): string {
  const s = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86_400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86_400)} d ago`;
}

/** Advertised (the rate now) beside realized (what the pool really paid), each with its window and age. */
function AdvertisedVsRealized({ o }: { o: YieldOpportunity }) {
  const realized = o.realized;
  return (
    <div className="yd-block" data-testid="yield-realized-block">
      <strong>Advertised vs realized</strong>
      <table className="yd-realized">
        <thead>
          <tr>
            <th scope="col">APY</th>
            <th scope="col">Window</th>
            <th scope="col">Data age</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Advertised {formatApy(o.apy)}</td>
            <td>rate now</td>
            <td>{age(o.lastUpdated)}</td>
          </tr>
          {realized?.windows.map((w) => (
            <tr key={w.days} data-testid="yield-realized-window">
              <td>Realized {formatApy(w.apy)}</td>
              <td>
                {w.days} {w.days === 1 ? 'day' : 'days'}
                {realized.source === 'provider' ? ' (DefiLlama mean)' : ''}
              </td>
              <td>{age(realized.asOf)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {realized ? null : (
        <p className="fin-muted">No realized APY yet: it needs a day of recorded share prices.</p>
      )}
      {isSpike(o) ? (
        <p data-testid="yield-spike-note">
          <Badge tone="warning">SPIKE</Badge> This APY is at least 3× its 30-day mean ({formatApy(mean30d(o))}
          ); the list ranks it on the mean.
        </p>
      ) : null}
    </div>
  );
}

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
      <AdvertisedVsRealized o={o} />
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
