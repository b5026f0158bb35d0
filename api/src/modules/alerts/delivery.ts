// Sending alerts beyond the page: a signed POST to the wallet's webhook and an email when the server has SMTP.
// Each alert gets at most one delivery per channel (a constraint), counted against the wallet's hourly limit;
// a failed one is tried again with growing pauses, then given up with the last error kept for the user to read.
import { createHmac } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AlertRow, ChannelsRow, DeliveryRow } from './adapter';
import type { AlertDeliveriesRepository } from './delivery-adapter';
import { postWebhook, webhookFailure } from './webhook-post';
import { systemResolver, type WebhookResolver } from './webhook-target';

/** Pauses after the 1st, 2nd, … failed attempt; after the last the delivery is given up. */
const RETRY_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;
const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;
const HOLD_MS = 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The webhook signature (README, "Alert webhooks"): hex HMAC-SHA256, keyed with the wallet's webhook secret, of
 * `<timestamp>.<raw body>`, where timestamp is the Fin-Timestamp header (Unix seconds).
 */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type DeliveryOptions = {
  repo: AlertDeliveriesRepository;
  now: () => Date;
  /** Certificate authorities https webhooks may be signed by: Node's public ones plus ALERT_WEBHOOK_CA_FILE's. */
  webhookCa?: readonly string[] | undefined;
  /** Undefined when the server has no SMTP_URL. */
  mailer: Transporter | undefined;
  emailFrom: string;
  deliveriesPerHour: number;
  /**
   * Mainnet: every attempt refuses a webhook URL that is not public, resolves its host inside the connection's own
   * lookup, and refuses it unless every address is public; the socket gets the addresses checked.
   */
  publicWebhooksOnly: boolean;
  /** Tests: a stand-in for the system's DNS (its answers are checked like any other). */
  resolveWebhookHost?: WebhookResolver | undefined;
  logger?: Logger;
};

export class AlertDeliveries {
  constructor(private readonly opts: DeliveryOptions) {}

  get emailAvailable(): boolean {
    return this.opts.mailer !== undefined;
  }

  /** One delivery per channel the wallet has on, or a 'limited' record saying why not. */
  async enqueue(fired: readonly AlertRow[]): Promise<void> {
    if (fired.length === 0) return;
    const now = this.opts.now();
    const channels = await this.opts.repo.channelsOf([...new Set(fired.map((a) => a.address))]);
    const used = new Map<string, number>();
    for (const alert of fired) {
      const c = channels.get(alert.address);
      const targets: [DeliveryRow['channel'], string][] = [];
      if (c?.webhookUrl) targets.push(['webhook', c.webhookUrl]);
      if (c?.email && this.opts.mailer) targets.push(['email', c.email]);
      for (const [channel, target] of targets) {
        const count =
          used.get(alert.address) ??
          (await this.opts.repo.deliveriesSince(alert.address, new Date(now.getTime() - 3_600_000)));
        const limited = count >= this.opts.deliveriesPerHour;
        if (!limited) used.set(alert.address, count + 1);
        else used.set(alert.address, count);
        await this.opts.repo.insertDelivery({
          alertId: alert.id,
          address: alert.address,
          channel,
          target,
          status: limited ? 'limited' : 'pending',
          attempts: 0,
          nextAttemptAt: limited ? null : now,
          error: limited
            ? `Not sent: this wallet already had ${this.opts.deliveriesPerHour} webhook and email deliveries in the last hour, the most this server sends (ALERT_DELIVERIES_PER_HOUR). The alert is still in the page.`
            : null,
          createdAt: now,
        });
      }
    }
  }

  /** Sends every delivery that is due (new, or its retry pause is over). */
  async sendDue(): Promise<{ sent: number; retrying: number; failed: number }> {
    const figures = { sent: 0, retrying: 0, failed: 0 };
    const due = await this.opts.repo.claimDue(this.opts.now(), HOLD_MS, 100);
    for (const d of due) {
      const attempts = d.attempts + 1;
      try {
        await this.#send(d);
        await this.opts.repo.finishDelivery(d.id, {
          status: 'sent',
          attempts,
          nextAttemptAt: null,
          error: null,
          sentAt: this.opts.now(),
        });
        figures.sent += 1;
      } catch (err) {
        const reason = (err as Error).message;
        const giveUp = attempts >= MAX_ATTEMPTS;
        await this.opts.repo.finishDelivery(d.id, {
          status: giveUp ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: giveUp
            ? null
            : new Date(this.opts.now().getTime() + (RETRY_BACKOFF_MS[attempts - 1] ?? 0)),
          error: giveUp
            ? `Gave up after ${attempts} attempts: ${reason}`
            : `Attempt ${attempts} failed: ${reason}`,
          sentAt: null,
        });
        if (giveUp) figures.failed += 1;
        else figures.retrying += 1;
        this.opts.logger?.warn(
          { delivery: d.id, channel: d.channel, attempts, reason },
          'alert delivery failed',
        );
      }
    }
    return figures;
  }

  async #send(d: DeliveryRow): Promise<void> {
    const alert = await this.opts.repo.alert(d.alertId);
    if (!alert) throw new Error('the alert was deleted');
    if (d.channel === 'webhook') {
      const channels = await this.opts.repo.channels(d.address);
      return this.#post(d.target, alert, channels);
    }
    return this.#mail(d.target, alert);
  }

  async #post(url: string, alert: AlertRow, channels: ChannelsRow | undefined): Promise<void> {
    const secret = channels?.webhookUrl === url ? channels.webhookSecret : null;
    if (!secret) throw new Error('the webhook was removed or changed since the alert fired');
    const body = JSON.stringify(webhookPayload(alert));
    const timestamp = Math.floor(this.opts.now().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Fin-Alerts/1',
      'fin-alert-id': String(alert.id),
      'fin-timestamp': String(timestamp),
      'fin-signature': `v1=${webhookSignature(secret, timestamp, body)}`,
    };
    let status: number;
    try {
      // The devnet posts where the name points (its tests use loopback receivers).
      status = await postWebhook(url, {
        headers,
        body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        publicOnly: this.opts.publicWebhooksOnly
          ? { resolve: this.opts.resolveWebhookHost ?? systemResolver }
          : undefined,
        ca: this.opts.webhookCa,
      });
    } catch (err) {
      throw new Error(webhookFailure(err));
    }
    if (status < 200 || status > 299) throw new Error(`the webhook answered HTTP ${status}`);
  }

  async #mail(to: string, alert: AlertRow): Promise<void> {
    const mailer = this.opts.mailer;
    if (!mailer) throw new Error('the server has no SMTP_URL any more');
    await mailer.sendMail({
      from: this.opts.emailFrom,
      to,
      subject: `Fin alert: ${alert.title}`,
      text: [
        alert.message,
        ...(alert.link ? ['', `Recovery link: ${alert.link}`] : []),
        '',
        `Fired ${alert.firedAt.toISOString()} for wallet ${alert.address}.`,
      ].join('\n'),
    });
  }
}

/** The JSON a webhook receives. */
function webhookPayload(alert: AlertRow) {
  return {
    type: 'fin.alert',
    id: String(alert.id),
    wallet: alert.address,
    kind: alert.kind,
    title: alert.title,
    message: alert.message,
    link: alert.link,
    firedAt: alert.firedAt.toISOString(),
  };
}
