// The centre's list of the wallet's alerts, newest first, unread marked, each with the deliveries that failed.
import { markAlertsRead } from '@fin/shared/api/alerts';
import type { Alert } from '@fin/shared/schemas/alerts';
import { useMutation } from '@tanstack/react-query';
import type { WithProof } from '../hooks/useAlerts';
import { alertsErrorSentence } from '../utils/alert-errors';

function AlertItem({ alert: a, onRead }: { alert: Alert; onRead: () => void }) {
  return (
    <li className={a.readAt ? 'shell-alert' : 'shell-alert shell-alert--unread'}>
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
          <button type="button" className="fin-btn fin-btn--ghost fin-btn--sm" onClick={onRead}>
            Mark read
          </button>
        )}
      </div>
    </li>
  );
}

export function AlertList(props: {
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
            <AlertItem key={a.id} alert={a} onRead={() => read.mutate([a.id])} />
          ))}
        </ul>
      )}
      {read.error && <p role="alert">{alertsErrorSentence(read.error)}</p>}
    </section>
  );
}
