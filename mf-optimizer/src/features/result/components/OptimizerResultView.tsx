// The optimizer's result: totals, current and projected weighted APY, improvement, the current portfolio, the
// recommendations (first three preselected, each toggles) with the moves into each and their arithmetic, and the
// candidates that were not proposed, with why.
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import { CurrentPortfolioTable } from './CurrentPortfolioTable';
import { DroppedList } from './DroppedList';
import { MoneyTotals } from './MoneyTotals';
import { RecommendationItem } from './RecommendationItem';
import { ResultSummary } from './ResultSummary';

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
  const { result: r, movesAllowed } = props;
  return (
    <div className="opt-result">
      <ResultSummary r={r} />
      <MoneyTotals totals={r.totals} />
      {r.warnings.map((w) => (
        <p key={w} className="opt-warning" role="note">
          {w}
        </p>
      ))}

      <h3 className="opt-h">Current portfolio</h3>
      <CurrentPortfolioTable positions={r.currentPortfolio} />

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
          {r.recommendations.map((rec) => (
            <RecommendationItem
              key={rec.id}
              rec={rec}
              moves={movesAllowed ? r.rebalancingActions.filter((a) => a.toOpportunityId === rec.id) : []}
              movesAllowed={movesAllowed}
              selected={props.selected.has(rec.id)}
              excluded={props.excluded}
              disabled={props.disabled}
              onToggle={props.onToggle}
              onToggleMove={props.onToggleMove}
            />
          ))}
        </ul>
      )}

      <DroppedList dropped={r.dropped} />
    </div>
  );
}
