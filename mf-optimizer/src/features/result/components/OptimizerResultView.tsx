// The optimizer's result: totals, current and projected weighted APY, improvement, the current portfolio, the
// recommendations (first three preselected, each toggles) with the moves into each and their arithmetic, and the
// candidates that were not proposed, with why.
import { formatApy, formatTokenAmount, formatTvl, formatUsd } from '@fin/shared/domain/money/format';
import type { OptimizerResult, RebalancingAction } from '@fin/shared/schemas/agent';
import { Badge } from '@fin/shared/ui/Badge';
import { MoneyTotals } from './MoneyTotals';
import { MoveArithmetic } from './MoveArithmetic';

const points = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} pts`;

export function OptimizerResultView(props: {
  result: OptimizerResult;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Moves the user took out of a selected recommendation. */
  excluded: ReadonlySet<string>;
  onToggleMove: (id: string) => void;
  movesAllowed: boolean;
  disabled: boolean;
}) {
  const { result: r, selected, movesAllowed } = props;
  const movesTo = (id: string): RebalancingAction[] =>
    r.rebalancingActions.filter((a) => a.toOpportunityId === id);
  return (
    <div className="opt-result">
      <dl className="opt-summary">
        <div>
          <dt>Total value</dt>
          <dd>{formatUsd(r.totalValue)}</dd>
        </div>
        <div>
          <dt>Current APY</dt>
          <dd>{r.currentWeightedAPY.toFixed(2)}%</dd>
        </div>
        <div>
          <dt>Projected APY</dt>
          <dd>{r.projectedAPY.toFixed(2)}%</dd>
        </div>
        <div>
          <dt>Improvement</dt>
          <dd className={r.projectedImprovement > 0 ? 'opt-good' : undefined}>
            {points(r.projectedImprovement)}
          </dd>
        </div>
      </dl>
      <MoneyTotals totals={r.totals} />
      {r.warnings.map((w) => (
        <p key={w} className="opt-warning" role="note">
          {w}
        </p>
      ))}

      <h3 className="opt-h">Current portfolio</h3>
      {r.currentPortfolio.length === 0 ? (
        <p className="fin-muted">No yield positions or idle stablecoins found in this wallet.</p>
      ) : (
        <div className="opt-table-wrap">
          <table className="opt-table">
            <thead>
              <tr>
                <th scope="col">Chain</th>
                <th scope="col">Protocol</th>
                <th scope="col">Balance</th>
                <th scope="col">APY</th>
                <th scope="col">Risk</th>
              </tr>
            </thead>
            <tbody>
              {r.currentPortfolio.map((p) => (
                <tr key={p.id} data-position={p.id}>
                  {/* data-label names the column in the stacked cards phones get instead of the table. */}
                  <td data-label="Chain">{p.chain}</td>
                  <td data-label="Protocol">
                    {p.idle ? 'Idle in wallet' : p.protocol} <span className="fin-muted">{p.symbol}</span>
                    {p.reserveUsd > 0 && (
                      <span className="fin-muted"> · {formatUsd(p.reserveUsd)} kept as cash reserve</span>
                    )}
                  </td>
                  <td data-label="Balance">
                    {formatTokenAmount(p.balance, p.asset === 'DAI' ? 18 : 6)} {p.asset}
                  </td>
                  {/* Idle money earns nothing: 0.00%, a number like any other row's; '-' only when unknown. */}
                  <td data-label="APY">{p.apyKnown ? `${p.apy.toFixed(2)}%` : '-'}</td>
                  <td data-label="Risk">{p.riskScore === null ? '-' : `${p.riskScore.toFixed(1)}/10`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 className="opt-h">Recommendations</h3>
      {!movesAllowed && (
        <p className="opt-warning" role="note">
          Auto Rebalance is off (Quick Actions): Fin shows what it would recommend but proposes no moves.
        </p>
      )}
      {r.recommendations.length === 0 ? (
        <p className="fin-muted">No pool Fin can deposit into meets the {r.profile} profile’s rule.</p>
      ) : (
        <ul className="opt-recs">
          {r.recommendations.map((rec) => {
            const moves = movesAllowed ? movesTo(rec.id) : [];
            const id = `opt-rec-${rec.id}`;
            return (
              <li key={rec.id} className="opt-rec" data-recommendation={`${rec.protocol}@${rec.chain}`}>
                <label className="opt-rec__head" htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected.has(rec.id)}
                    disabled={props.disabled}
                    onChange={() => props.onToggle(rec.id)}
                  />
                  <span className="opt-rec__name">
                    {rec.protocol} <span className="fin-muted">on</span> {rec.chain}{' '}
                    <span className="fin-muted">{rec.asset}</span>
                  </span>
                  <Badge tone="accent">{rec.rule}</Badge>
                </label>
                <p className="opt-rec__facts">
                  <span>APY {formatApy(rec.apy)}</span>
                  <span>Risk {rec.riskScore.toFixed(1)}/10</span>
                  <span>TVL {formatTvl(rec.tvl)}</span>
                  <span>{points(rec.improvementOverCurrent)} over current</span>
                </p>
                {moves.length > 0 ? (
                  <ul className="opt-moves">
                    {moves.map((a) => (
                      <li key={a.id} className="opt-move" data-action={`${a.from}->${a.to}`}>
                        <p className="opt-move__title">
                          <input
                            type="checkbox"
                            aria-label={`Include the move ${a.from} → ${a.to}`}
                            checked={selected.has(rec.id) && !props.excluded.has(a.id)}
                            disabled={props.disabled || !selected.has(rec.id)}
                            onChange={() => props.onToggleMove(a.id)}
                          />
                          <strong>{a.from}</strong> → <strong>{a.to}</strong> ·{' '}
                          {a.wholePosition
                            ? `all ${a.asset} (≈ ${formatTokenAmount(a.amount, 6)})`
                            : `${formatTokenAmount(a.amount, 6)} ${a.asset}`}
                          {a.crossChain && <Badge tone="warning">cross-chain</Badge>}
                        </p>
                        <p className="fin-muted opt-move__reason">{a.reason}</p>
                        <MoveArithmetic e={a.economics} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  movesAllowed && (
                    <p className="fin-muted opt-hint">No position gains enough from moving here.</p>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}

      {r.dropped.length > 0 && (
        <details className="opt-dropped">
          <summary>Not proposed ({r.dropped.length}) and why</summary>
          <ul>
            {r.dropped.map((d) => (
              <li key={`${d.fromPositionId}->${d.toOpportunityId}`} data-dropped={`${d.from}->${d.to}`}>
                <strong>
                  {d.from} → {d.to}
                </strong>
                : {d.reason}
                {d.economics && <MoveArithmetic e={d.economics} />}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
