import {
  alertsKeys,
  createAlertRule,
  deleteAlertRule,
  fetchAlertChannels,
  fetchAlertRules,
  markAlertsRead,
  saveAlertChannels,
} from '@fin/shared/api/alerts';
import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import type { Alert, AlertKind, AlertRuleInput } from '@fin/shared/schemas/alerts';
import { Dialog } from '@fin/shared/ui/Dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { browserNotificationsOn, turnBrowserNotifications, useAlerts } from '../hooks/useAlerts';
import { RULE_FIELDS, RuleEditor, ruleFrom } from './RuleEditor';

const KIND_LABELS: Record<AlertKind, string> = {
  'apy-below': 'APY of a held position under…',
  'apy-drop': 'APY of a held position drops by…',
  'transfer-stuck': 'Transfer unfinished after…',
  'agent-out': "Agent's budget or funds run out",
  'risk-worse': "Held pool's risk label worsens",
};

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The notification centre: the wallet's alerts (newest first, unread marked), its rules, and where alerts go
 * besides this page (this browser's notifications, a webhook, email). Reads and writes need the wallet's sign-in.
 */
export default function AlertsCentre({ address, onClose }: { address: string; onClose: () => void }) {
  const { withProof } = useWalletSession();
  const client = useQueryClient();
  const { data, isPending } = useAlerts(address);
  const [signInError, setSignInError] = useState<string>();
  const refresh = () => client.invalidateQueries({ queryKey: alertsKeys.all });

  const signIn = async () => {
    setSignInError(undefined);
    try {
      await withProof(async () => undefined);
      await refresh();
    } catch (e) {
      setSignInError(errorText(e));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Alerts"
      description="What changed for your wallet, and the rules that watch it."
      closeLabel="Close alerts"
    >
      <div className="shell-alerts">
        {isPending ? (
          <p className="fin-muted">Loading your alerts…</p>
        ) : data === null || data === undefined ? (
          <div className="fin-state">
            <p>Sign in with your wallet to see your alerts and set rules (one signature, no transaction).</p>
            <button type="button" className="fin-btn fin-btn--primary" onClick={() => void signIn()}>
              Sign in with wallet
            </button>
            {signInError && <p role="alert">{signInError}</p>}
          </div>
        ) : (
          <>
            <AlertList
              address={address}
              alerts={data.alerts}
              unread={data.unread}
              withProof={withProof}
              onChange={refresh}
            />
            <Rules address={address} withProof={withProof} />
            <Channels address={address} withProof={withProof} />
          </>
        )}
      </div>
    </Dialog>
  );
}

type WithProof = ReturnType<typeof useWalletSession>['withProof'];

function AlertList(props: {
  address: string;
  alerts: Alert[];
  unread: number;
  withProof: WithProof;
  onChange: () => Promise<void>;
}) {
  const read = useMutation({
    mutationFn: (ids: string[] | undefined) =>
      props.withProof((headers) => markAlertsRead(props.address, ids, { headers })),
    onSuccess: props.onChange,
  });
  return (
    <section aria-labelledby="alerts-list-title" className="shell-alerts__section">
      <div className="shell-alerts__head">
        <h3 id="alerts-list-title">
          Notifications <span className="fin-muted">({props.unread} unread)</span>
        </h3>
        {props.unread > 0 && (
          <button
            type="button"
            className="fin-btn fin-btn--ghost fin-btn--sm"
            onClick={() => read.mutate(undefined)}
          >
            Mark all read
          </button>
        )}
      </div>
      {props.alerts.length === 0 ? (
        <p className="fin-muted">No alerts yet. They appear here when a rule below starts to hold.</p>
      ) : (
        <ul className="shell-alerts__list">
          {props.alerts.map((a) => (
            <li key={a.id} className={a.readAt ? 'shell-alert' : 'shell-alert shell-alert--unread'}>
              <div className="shell-alert__title">
                {!a.readAt && <span className="fin-sr-only">Unread: </span>}
                {a.title}
              </div>
              <p className="shell-alert__message">{a.message}</p>
              <div className="shell-alert__meta">
                <time dateTime={a.firedAt}>{new Date(a.firedAt).toLocaleString()}</time>
                {a.link && <a href={a.link}>Open recovery link</a>}
                {a.deliveries
                  .filter((d) => d.error)
                  .map((d) => (
                    <span key={d.channel} className="fin-muted">
                      {d.channel}: {d.error}
                    </span>
                  ))}
                {!a.readAt && (
                  <button
                    type="button"
                    className="fin-btn fin-btn--ghost fin-btn--sm"
                    onClick={() => read.mutate([a.id])}
                  >
                    Mark read
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {read.error && <p role="alert">{errorText(read.error)}</p>}
    </section>
  );
}

function Rules({ address, withProof }: { address: string; withProof: WithProof }) {
  const client = useQueryClient();
  const rules = useQuery({
    queryKey: alertsKeys.rules(address),
    queryFn: ({ signal }) => withProof((headers) => fetchAlertRules(address, { headers, signal })),
  });
  const [kind, setKind] = useState<AlertKind>('apy-below');
  const [a, setA] = useState('3');
  const [b, setB] = useState('7');
  const changed = () => client.invalidateQueries({ queryKey: alertsKeys.rules(address) });
  const add = useMutation({
    mutationFn: (rule: AlertRuleInput) => withProof((headers) => createAlertRule(address, rule, { headers })),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => withProof((headers) => deleteAlertRule(address, id, { headers })),
    onSuccess: changed,
  });
  const fields = RULE_FIELDS[kind];
  const [editing, setEditing] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(ruleFrom(kind, a, b));
  };
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
          <li key={r.id}>
            {editing === r.id ? (
              <RuleEditor
                address={address}
                rule={r}
                withProof={withProof}
                onDone={() => {
                  setEditing(undefined);
                  void changed();
                }}
              />
            ) : (
              <span>{r.description}</span>
            )}
            {RULE_FIELDS[r.rule.kind] && editing !== r.id && (
              <button
                type="button"
                className="fin-btn fin-btn--ghost fin-btn--sm"
                aria-label={`Edit rule: ${r.description}`}
                onClick={() => setEditing(r.id)}
              >
                Edit
              </button>
            )}
            <button
              type="button"
              className="fin-btn fin-btn--ghost fin-btn--sm"
              aria-label={`Delete rule: ${r.description}`}
              onClick={() => remove.mutate(r.id)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
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
            <input
              className="fin-input"
              inputMode="decimal"
              value={a}
              onChange={(e) => setA(e.target.value)}
            />
          </label>
        )}
        {fields?.[1] && (
          <label>
            <span>{fields[1]}</span>
            <input
              className="fin-input"
              inputMode="numeric"
              value={b}
              onChange={(e) => setB(e.target.value)}
            />
          </label>
        )}
        <button type="submit" className="fin-btn fin-btn--primary" disabled={add.isPending}>
          Add rule
        </button>
      </form>
      {(add.error || remove.error || rules.error) && (
        <p role="alert">{errorText(add.error ?? remove.error ?? rules.error)}</p>
      )}
    </section>
  );
}

function Channels({ address, withProof }: { address: string; withProof: WithProof }) {
  const client = useQueryClient();
  const channels = useQuery({
    queryKey: alertsKeys.channels(address),
    queryFn: ({ signal }) => withProof((headers) => fetchAlertChannels(address, { headers, signal })),
  });
  const [browser, setBrowser] = useState(browserNotificationsOn);
  const [browserNote, setBrowserNote] = useState<string>();
  const [webhook, setWebhook] = useState<string>();
  const [email, setEmail] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      withProof((headers) =>
        saveAlertChannels(
          address,
          {
            webhookUrl: (webhook ?? channels.data?.webhookUrl ?? '').trim() || null,
            email: (email ?? channels.data?.email ?? '').trim() || null,
          },
          { headers },
        ),
      ),
    onSuccess: (saved) => client.setQueryData(alertsKeys.channels(address), saved),
  });
  const toggleBrowser = async (on: boolean) => {
    const now = await turnBrowserNotifications(on);
    setBrowser(now);
    setBrowserNote(on && !now ? 'The browser did not allow notifications for this page.' : undefined);
  };
  const c = channels.data;
  return (
    <section aria-labelledby="alerts-channels-title" className="shell-alerts__section">
      <h3 id="alerts-channels-title">Where alerts go</h3>
      <p className="fin-muted">Always here. Also:</p>
      <label className="fin-field">
        <input type="checkbox" checked={browser} onChange={(e) => void toggleBrowser(e.target.checked)} />
        <span>Browser notifications on this device</span>
      </label>
      {browserNote && <p role="alert">{browserNote}</p>}
      <form
        className="shell-alerts__form"
        aria-label="Webhook and email"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label>
          <span>Webhook URL</span>
          <input
            className="fin-input"
            type="url"
            placeholder="https://example.com/hooks/fin"
            value={webhook ?? c?.webhookUrl ?? ''}
            onChange={(e) => setWebhook(e.target.value)}
          />
        </label>
        <label>
          <span>Email{c && !c.emailAvailable ? ' (not on this server)' : ''}</span>
          <input
            className="fin-input"
            type="email"
            placeholder="you@example.com"
            disabled={c !== undefined && !c.emailAvailable}
            value={email ?? c?.email ?? ''}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <button type="submit" className="fin-btn fin-btn--secondary" disabled={save.isPending}>
          Save
        </button>
      </form>
      {c?.webhookSecret && (
        <p className="fin-muted shell-alerts__secret">
          Signing secret (see Fin's README): <code>{c.webhookSecret}</code>
        </p>
      )}
      {c && <p className="fin-muted">At most {c.deliveriesPerHour} webhook and email deliveries per hour.</p>}
      {(save.error || channels.error) && <p role="alert">{errorText(save.error ?? channels.error)}</p>}
    </section>
  );
}
