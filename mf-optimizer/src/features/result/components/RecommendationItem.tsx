// One recommended pool: a checkbox that selects it, its facts, and the moves into it (each can be left out) with
// their arithmetic.
import { formatApy, formatTokenAmount, formatTvl } from '@fin/shared/domain/money/format';
import type { OptimizerResult, RebalancingAction } from '@fin/shared/schemas/optimizer';
import { Badge } from '@fin/shared/ui/Badge';
import { points } from '../utils/points';
import { MoveArithmetic } from './MoveArithmetic';

type Recommendation = OptimizerResult['recommendations'][number];

function MoveItem(props: {
  a: RebalancingAction;
  included: boolean;
  disabled: boolean;
  onToggle: (id: string) => void;
}) {
  const { a } = props;
  return (
    <li className="opt-move" data-action={`${a.from}->${a.to}`}>
      <p className="opt-move__title">
        <input
          type="checkbox"
          aria-label={`Include the move ${a.from} → ${a.to}`}
          checked={props.included}
          disabled={props.disabled}
          onChange={() => props.onToggle(a.id)}
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
  );
}

export function RecommendationItem(props: {
  rec: Recommendation;
  /** The moves into this pool; empty when moves are not allowed. */
  moves: readonly RebalancingAction[];
  movesAllowed: boolean;
  selected: boolean;
  excluded: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (id: string) => void;
  onToggleMove: (id: string) => void;
}) {
  const { rec, moves, selected } = props;
  const id = `opt-rec-${rec.id}`;
  return (
    <li className="opt-rec" data-recommendation={`${rec.protocol}@${rec.chain}`} data-opportunity-id={rec.id}>
      <label className="opt-rec__head" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={selected}
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
            <MoveItem
              key={a.id}
              a={a}
              included={selected && !props.excluded.has(a.id)}
              disabled={props.disabled || !selected}
              onToggle={props.onToggleMove}
            />
          ))}
        </ul>
      ) : (
        props.movesAllowed && <p className="fin-muted opt-hint">No position gains enough from moving here.</p>
      )}
    </li>
  );
}
