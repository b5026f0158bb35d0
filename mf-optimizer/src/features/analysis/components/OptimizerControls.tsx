// The inputs of an analysis: the risk preference (which picks the recommendation profile) and the horizon moves
// are judged over.
import { PROFILE_RULES } from '@fin/shared/domain/optimizer/profiles';
import { HORIZON_CHOICES, type RiskPreference } from '@fin/shared/schemas/optimizer';

const RISKS: { value: RiskPreference; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

const horizonLabel = (days: number) =>
  days === 365
    ? '1 year'
    : days >= 30 && days % 30 === 0
      ? `${days / 30} month${days === 30 ? '' : 's'}`
      : `${days} days`;

export function OptimizerControls(props: {
  risk: RiskPreference;
  onRisk: (r: RiskPreference) => void;
  horizonDays: number;
  onHorizon: (d: number) => void;
  disabled: boolean;
}) {
  const { risk, horizonDays, disabled } = props;
  return (
    <div className="opt-controls">
      <fieldset className="opt-choice" disabled={disabled}>
        <legend>Risk preference</legend>
        <div className="opt-segmented">
          {RISKS.map((r) => (
            <label key={r.value} className={r.value === risk ? 'is-on' : undefined}>
              <input
                type="radio"
                name="opt-risk"
                value={r.value}
                checked={r.value === risk}
                onChange={() => props.onRisk(r.value)}
              />
              {r.label}
            </label>
          ))}
        </div>
        <p className="fin-muted opt-hint">{PROFILE_RULES[risk]}</p>
      </fieldset>
      <fieldset className="opt-choice" disabled={disabled}>
        <legend>Judge moves over</legend>
        <div className="opt-segmented">
          {HORIZON_CHOICES.map((d) => (
            <label key={d} className={d === horizonDays ? 'is-on' : undefined}>
              <input
                type="radio"
                name="opt-horizon"
                value={d}
                checked={d === horizonDays}
                onChange={() => props.onHorizon(d)}
              />
              {horizonLabel(d)}
            </label>
          ))}
        </div>
        <p className="fin-muted opt-hint">A move is proposed only if it repays its cost within this time.</p>
      </fieldset>
    </div>
  );
}
