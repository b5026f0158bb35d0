// A rule's thresholds changed in place (the kind stays): the form the centre shows instead of the rule's words
// while the user edits it. Saving sends the whole rule again; the API starts it over, as if just added.
import { updateAlertRule } from '@fin/shared/api/alerts';
import type { AlertKind, AlertRule, AlertRuleInput } from '@fin/shared/schemas/alerts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { WithProof } from '../hooks/useAlerts';
import { alertsErrorSentence } from '../utils/alert-errors';

/** The threshold fields of each kind that has any, by label. */
export const RULE_FIELDS: Partial<Record<AlertKind, [string, string?]>> = {
  'apy-below': ['APY under (%)'],
  'apy-drop': ['Drop (points)', 'Over (days)'],
  'transfer-stuck': ['After (minutes)'],
};

export function ruleFrom(kind: AlertKind, a: string, b: string): AlertRuleInput {
  switch (kind) {
    case 'apy-below':
      return { kind, belowPct: Number(a) };
    case 'apy-drop':
      return { kind, points: Number(a), days: Number(b) };
    case 'transfer-stuck':
      return { kind, minutes: Number(a) };
    default:
      return { kind };
  }
}

/** The rule's current thresholds as the form's two fields. */
function valuesOf(rule: AlertRuleInput): [string, string] {
  switch (rule.kind) {
    case 'apy-below':
      return [String(rule.belowPct), ''];
    case 'apy-drop':
      return [String(rule.points), String(rule.days)];
    case 'transfer-stuck':
      return [String(rule.minutes), ''];
    default:
      return ['', ''];
  }
}

export function RuleEditor(props: {
  address: string;
  rule: AlertRule;
  withProof: WithProof;
  onDone: () => void;
}) {
  const { address, rule, withProof, onDone } = props;
  const [initialA, initialB] = valuesOf(rule.rule);
  const [a, setA] = useState(initialA);
  const [b, setB] = useState(initialB);
  const save = useMutation({
    mutationFn: (next: AlertRuleInput) =>
      withProof((headers) => updateAlertRule(address, rule.id, next, { headers })),
    onSuccess: onDone,
  });
  const fields = RULE_FIELDS[rule.rule.kind] ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(ruleFrom(rule.rule.kind, a, b));
  };
  return (
    <form className="shell-alerts__edit" onSubmit={submit} aria-label={`Edit rule: ${rule.description}`}>
      <p className="shell-alerts__edit-what fin-muted">Editing: {rule.description}</p>
      {fields[0] && (
        <label>
          <span>{fields[0]}</span>
          <input className="fin-input" inputMode="decimal" value={a} onChange={(e) => setA(e.target.value)} />
        </label>
      )}
      {fields[1] && (
        <label>
          <span>{fields[1]}</span>
          <input className="fin-input" inputMode="numeric" value={b} onChange={(e) => setB(e.target.value)} />
        </label>
      )}
      <div className="shell-alerts__edit-actions">
        <button type="submit" className="fin-btn fin-btn--primary fin-btn--sm" disabled={save.isPending}>
          Save
        </button>
        <button type="button" className="fin-btn fin-btn--ghost fin-btn--sm" onClick={onDone}>
          Cancel
        </button>
      </div>
      {save.error && <p role="alert">{alertsErrorSentence(save.error)}</p>}
    </form>
  );
}
