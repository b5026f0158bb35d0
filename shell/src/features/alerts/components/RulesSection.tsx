// The centre's rules: the wallet's rules (each editable in place or deleted) and the form that adds one.
import { alertsKeys, createAlertRule, deleteAlertRule, fetchAlertRules } from '@fin/shared/api/alerts';
import type { AlertKind, AlertRule, AlertRuleInput } from '@fin/shared/schemas/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { WithProof } from '../hooks/useAlerts';
import { alertsErrorSentence } from '../utils/alert-errors';
import { RULE_FIELDS, RuleEditor, ruleFrom } from './RuleEditor';

const KIND_LABELS: Record<AlertKind, string> = {
  'apy-below': 'APY of a held position under…',
  'apy-drop': 'APY of a held position drops by…',
  'transfer-stuck': 'Transfer unfinished after…',
  'agent-out': "Agent's budget or funds run out",
  'risk-worse': "Held pool's risk label worsens",
};

function NewRuleForm({ onAdd, pending }: { onAdd: (rule: AlertRuleInput) => void; pending: boolean }) {
  const [kind, setKind] = useState<AlertKind>('apy-below');
  const [a, setA] = useState('3');
  const [b, setB] = useState('7');
  const fields = RULE_FIELDS[kind];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd(ruleFrom(kind, a, b));
  };
  return (
    <form className="shell-alerts__form" onSubmit={submit} aria-label="New alert rule">
      <label>
        <span>Alert me when</span>
        <select className="fin-select" value={kind} onChange={(e) => setKind(e.target.value as AlertKind)}>
          {Object.entries(KIND_LABELS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {fields?.[0] && (
        <label>
          <span>{fields[0]}</span>
          <input className="fin-input" inputMode="decimal" value={a} onChange={(e) => setA(e.target.value)} />
        </label>
      )}
      {fields?.[1] && (
        <label>
          <span>{fields[1]}</span>
          <input className="fin-input" inputMode="numeric" value={b} onChange={(e) => setB(e.target.value)} />
        </label>
      )}
      <button type="submit" className="fin-btn fin-btn--primary" disabled={pending}>
        Add rule
      </button>
    </form>
  );
}

function RuleItem(props: {
  address: string;
  rule: AlertRule;
  withProof: WithProof;
  editing: boolean;
  onEdit: (on: boolean) => void;
  onChanged: () => void;
  onDelete: () => void;
}) {
  const { rule: r } = props;
  return (
    <li>
      {props.editing ? (
        <RuleEditor
          address={props.address}
          rule={r}
          withProof={props.withProof}
          onDone={() => {
            props.onEdit(false);
            props.onChanged();
          }}
        />
      ) : (
        <span>{r.description}</span>
      )}
      {RULE_FIELDS[r.rule.kind] && !props.editing && (
        <button
          type="button"
          className="fin-btn fin-btn--ghost fin-btn--sm"
          aria-label={`Edit rule: ${r.description}`}
          onClick={() => props.onEdit(true)}
        >
          Edit
        </button>
      )}
      <button
        type="button"
        className="fin-btn fin-btn--ghost fin-btn--sm"
        aria-label={`Delete rule: ${r.description}`}
        onClick={props.onDelete}
      >
        Delete
      </button>
    </li>
  );
}

export function Rules({ address, withProof }: { address: string; withProof: WithProof }) {
  const client = useQueryClient();
  const rules = useQuery({
    queryKey: alertsKeys.rules(address),
    queryFn: ({ signal }) => withProof((headers) => fetchAlertRules(address, { headers, signal })),
  });
  const changed = () => client.invalidateQueries({ queryKey: alertsKeys.rules(address) });
  const add = useMutation({
    mutationFn: (rule: AlertRuleInput) => withProof((headers) => createAlertRule(address, rule, { headers })),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => withProof((headers) => deleteAlertRule(address, id, { headers })),
    // A rule already gone elsewhere is gone here too.
    onSettled: changed,
  });
  const [editing, setEditing] = useState<string>();
  const error = add.error ?? remove.error ?? rules.error;
  return (
    <section aria-labelledby="alerts-rules-title" className="shell-alerts__section">
      <h3 id="alerts-rules-title">
        Rules{' '}
        {rules.data && (
          <span className="fin-muted">
            ({rules.data.rules.length} of {rules.data.maxRules})
          </span>
        )}
      </h3>
      {rules.data?.rules.length === 0 && <p className="fin-muted">No rules yet.</p>}
      <ul className="shell-alerts__rules">
        {rules.data?.rules.map((r) => (
          <RuleItem
            key={r.id}
            address={address}
            rule={r}
            withProof={withProof}
            editing={editing === r.id}
            onEdit={(on) => setEditing(on ? r.id : undefined)}
            onChanged={() => void changed()}
            onDelete={() => remove.mutate(r.id)}
          />
        ))}
      </ul>
      <NewRuleForm onAdd={(rule) => add.mutate(rule)} pending={add.isPending} />
      {error && <p role="alert">{alertsErrorSentence(error)}</p>}
    </section>
  );
}
