// What a delivery says: the webhook's JSON and signature (README, "Alert webhooks") and the email, for the one or
// more alerts one round fired for a wallet.
import { createHmac } from 'node:crypto';
import type { AlertRow } from './adapter';

/**
 * The webhook signature: hex HMAC-SHA256, keyed with the wallet's webhook secret, of `<timestamp>.<raw body>`,
 * where timestamp is the Fin-Timestamp header (Unix seconds).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

const alertFields = (a: AlertRow) => ({
  id: String(a.id),
  kind: a.kind,
  title: a.title,
  message: a.message,
  link: a.link,
  firedAt: a.firedAt.toISOString(),
});

/**
 * The JSON a webhook receives: the first alert's fields at the top level (as when one alert was one call, so a
 * receiver reading those still works), and every alert of the delivery, the first included, in `alerts`.
 */
export function webhookPayload(deliveryId: number, carried: readonly AlertRow[]) {
  const [first] = carried as [AlertRow, ...AlertRow[]];
  return {
    type: 'fin.alert',
    ...alertFields(first),
    wallet: first.address,
    delivery: String(deliveryId),
    alerts: carried.map(alertFields),
  };
}

/** One email for the delivery's alerts: the subject names the first and how many more. */
export function deliveryEmail(carried: readonly AlertRow[]): { subject: string; text: string } {
  const [first] = carried as [AlertRow, ...AlertRow[]];
  const more = carried.length - 1;
  const subject = `Fin alert: ${first.title}${more > 0 ? ` (and ${more} more)` : ''}`;
  const parts = carried.map((a) =>
    [
      ...(carried.length > 1 ? [a.title] : []),
      a.message,
      ...(a.link ? ['', `Recovery link: ${a.link}`] : []),
      '',
      `Fired ${a.firedAt.toISOString()} for wallet ${a.address}.`,
    ].join('\n'),
  );
  return { subject, text: parts.join('\n\n') };
}
