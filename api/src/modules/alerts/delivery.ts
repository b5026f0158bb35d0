// Sending alerts beyond the page: a signed POST to the wallet's webhook and an email when the server has SMTP.
// What one round fires for a wallet goes out as one delivery per channel (a rule matching 23 positions is one
// webhook call, not 23), counted against the wallet's hourly limit; a failed one is tried again with growing
// pauses, then given up with the last error kept for the user to read. Every attempt is claimed and counted in the
// database before it is sent, and held far longer than a send can take, so no two instances send the same attempt.
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AlertRow, DeliveryRow } from './adapter';
import type { AlertDeliveriesRepository } from './delivery-adapter';
import { deliveryEmail, webhookPayload, webhookSignature } from './delivery-message';
import { postWebhook, webhookFailure } from './webhook-post';
import { systemResolver, type WebhookResolver } from './webhook-target';

/** Pauses after the 1st, 2nd, … failed attempt; after the last the delivery is given up. */
const RETRY_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;
const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;
const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * How long a claimed attempt is held: far past the webhook's 10 s and the mailer's timeouts (wiring/alerts.ts), so
 * the claim outlives its send and no other instance takes the attempt while it may still be going out.
 */
const ATTEMPT_LEASE_MS = 120_000;
/** Deliveries sent at once by one instance (each waits on its receiver, not on this machine). */
const SENDS_AT_ONCE = 8;

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

type Figures = { sent: number; retrying: number; failed: number };

export class AlertDeliveries {
  constructor(private readonly opts: DeliveryOptions) {}

  get emailAvailable(): boolean {
    return this.opts.mailer !== undefined;
  }

  /** Per wallet, one delivery per channel it has on carrying all `fired`, or a 'limited' record saying why not. */
  async enqueue(fired: readonly AlertRow[]): Promise<void> {
    if (fired.length === 0) return;
    const now = this.opts.now();
    const byWallet = new Map<string, AlertRow[]>();
    for (const a of fired) byWallet.set(a.address, [...(byWallet.get(a.address) ?? []), a]);
    const channels = await this.opts.repo.channelsOf([...byWallet.keys()]);
    for (const [address, walletAlerts] of byWallet) {
      const c = channels.get(address);
      const targets: [DeliveryRow['channel'], string][] = [];
      if (c?.webhookUrl) targets.push(['webhook', c.webhookUrl]);
      if (c?.email && this.opts.mailer) targets.push(['email', c.email]);
      let used = await this.opts.repo.deliveriesSince(address, new Date(now.getTime() - 3_600_000));
      for (const [channel, target] of targets) {
        const limited = used >= this.opts.deliveriesPerHour;
        if (!limited) used += 1;
        await this.opts.repo.insertDelivery(
          {
            address,
            channel,
            target,
            status: limited ? 'limited' : 'pending',
            attempts: 0,
            nextAttemptAt: limited ? null : now,
            error: limited
              ? `Not sent: this wallet already had ${this.opts.deliveriesPerHour} webhook and email deliveries in the last hour, the most this server sends (ALERT_DELIVERIES_PER_HOUR). The alert is still in the page.`
              : null,
            createdAt: now,
          },
          walletAlerts.map((a) => a.id),
        );
      }
    }
  }

  /** Sends every delivery that is due (new, or its retry pause is over) and that this instance wins the claim of. */
  async sendDue(): Promise<Figures> {
    const figures: Figures = { sent: 0, retrying: 0, failed: 0 };
    const due = await this.opts.repo.dueIds(this.opts.now(), 100);
    let next = 0;
    const lane = async () => {
      while (next < due.length) await this.#attempt(due[next++] as number, figures);
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, due.length) }, lane));
    return figures;
  }

  /** One attempt: claimed (and counted) first; sent only if this instance holds it; its outcome recorded. */
  async #attempt(id: number, figures: Figures): Promise<void> {
    const d = await this.opts.repo.claimAttempt(id, this.opts.now(), ATTEMPT_LEASE_MS);
    if (!d?.claimedUntil) return;
    const { attempts, claimedUntil } = d;
    try {
      await this.#send(d);
      await this.opts.repo.finishAttempt(id, claimedUntil, {
        status: 'sent',
        nextAttemptAt: null,
        error: null,
        sentAt: this.opts.now(),
      });
      figures.sent += 1;
    } catch (err) {
      const reason = (err as Error).message;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await this.opts.repo.finishAttempt(id, claimedUntil, {
        status: giveUp ? 'failed' : 'pending',
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
      this.opts.logger?.warn({ delivery: id, channel: d.channel, attempts, reason }, 'alert delivery failed');
    }
  }

  async #send(d: DeliveryRow): Promise<void> {
    const carried = await this.opts.repo.alertsOf(d.id);
    if (carried.length === 0) throw new Error('the alerts were deleted');
    if (d.channel === 'webhook') return this.#post(d, carried);
    return this.#mail(d.target, carried);
  }

  async #post(d: DeliveryRow, carried: readonly AlertRow[]): Promise<void> {
    const channels = await this.opts.repo.channels(d.address);
    const secret = channels?.webhookUrl === d.target ? channels.webhookSecret : null;
    if (!secret) throw new Error('the webhook was removed or changed since the alert fired');
    const body = JSON.stringify(webhookPayload(d.id, carried));
    const timestamp = Math.floor(this.opts.now().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Fin-Alerts/1',
      'fin-alert-id': String(carried[0]?.id),
      'fin-delivery-id': String(d.id),
      'fin-timestamp': String(timestamp),
      'fin-signature': `v1=${webhookSignature(secret, timestamp, body)}`,
    };
    let status: number;
    try {
      // The devnet posts where the name points (its tests use loopback receivers).
      status = await postWebhook(d.target, {
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

  async #mail(to: string, carried: readonly AlertRow[]): Promise<void> {
    const mailer = this.opts.mailer;
    if (!mailer) throw new Error('the server has no SMTP_URL any more');
    await mailer.sendMail({ from: this.opts.emailFrom, to, ...deliveryEmail(carried) });
  }
}
