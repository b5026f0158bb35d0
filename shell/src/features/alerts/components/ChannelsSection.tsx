// Where the wallet's alerts go besides the centre: this browser's notifications, a webhook (with its signing
// secret), email when the server can send it.
import { alertsKeys, fetchAlertChannels, saveAlertChannels } from '@fin/shared/api/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { browserNotificationsOn, turnBrowserNotifications, type WithProof } from '../hooks/useAlerts';
import { alertsErrorSentence } from '../utils/alert-errors';

/** The saved webhook and email, what the user typed over them (undefined: untouched), and saving both. */
function useDeliveryChannels(address: string, withProof: WithProof) {
  const client = useQueryClient();
  const channels = useQuery({
    queryKey: alertsKeys.channels(address),
    queryFn: ({ signal }) => withProof((headers) => fetchAlertChannels(address, { headers, signal })),
  });
  const [webhook, setWebhook] = useState<string>();
  const [email, setEmail] = useState<string>();
  const c = channels.data;
  const save = useMutation({
    mutationFn: () =>
      withProof((headers) =>
        saveAlertChannels(
          address,
          {
            webhookUrl: (webhook ?? c?.webhookUrl ?? '').trim() || null,
            email: (email ?? c?.email ?? '').trim() || null,
          },
          { headers },
        ),
      ),
    onSuccess: (saved) => client.setQueryData(alertsKeys.channels(address), saved),
  });
  return {
    channels,
    save,
    webhook: webhook ?? c?.webhookUrl ?? '',
    setWebhook,
    email: email ?? c?.email ?? '',
    setEmail,
  };
}

/** Webhook and email: the saved values until the user types, and the signing secret once a webhook is saved. */
function DeliveryForm({ address, withProof }: { address: string; withProof: WithProof }) {
  const { channels, save, webhook, setWebhook, email, setEmail } = useDeliveryChannels(address, withProof);
  const c = channels.data;
  return (
    <>
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
            value={webhook}
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
            value={email}
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
      {(save.error || channels.error) && (
        <p role="alert">{alertsErrorSentence(save.error ?? channels.error)}</p>
      )}
    </>
  );
}

export function Channels({ address, withProof }: { address: string; withProof: WithProof }) {
  const [browser, setBrowser] = useState(browserNotificationsOn);
  const [browserNote, setBrowserNote] = useState<string>();
  const toggleBrowser = async (on: boolean) => {
    // The box shows the choice as soon as it is clicked; the browser's answer (a permission prompt the first time)
    // then confirms or undoes it. Waiting for that answer left the box unchanged for a moment after the click
    // (28 ms measured, 170 ms with the CPU slowed 8×), so a click could look ignored.
    setBrowser(on);
    const now = await turnBrowserNotifications(on);
    setBrowser(now);
    setBrowserNote(on && !now ? 'The browser did not allow notifications for this page.' : undefined);
  };
  return (
    <section aria-labelledby="alerts-channels-title" className="shell-alerts__section">
      <h3 id="alerts-channels-title">Where alerts go</h3>
      <p className="fin-muted">Always here. Also:</p>
      <label className="fin-field">
        <input type="checkbox" checked={browser} onChange={(e) => void toggleBrowser(e.target.checked)} />
        <span>Browser notifications on this device</span>
      </label>
      {browserNote && <p role="alert">{browserNote}</p>}
      <DeliveryForm address={address} withProof={withProof} />
    </section>
  );
}
