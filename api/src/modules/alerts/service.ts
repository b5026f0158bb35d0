// A wallet's alerts as the routes see them: its rules (at most ALERT_RULES_PER_WALLET), where they go (webhook,
// email), the alerts fired (kept ALERT_RETENTION_DAYS) with their read state; and the round the cluster job runs.
import { randomBytes } from 'node:crypto';
import type {
  AlertChannels,
  AlertChannelsInput,
  AlertRule,
  AlertRuleInput,
  FiredAlertKind,
} from '@fin/shared/schemas/alerts';
import { ApiError, ValidationError } from '../../http/errors';
import type { AlertsRepository, ChannelsRow, StoredRule } from './adapter';
import type { AlertDeliveries } from './delivery';
import type { AlertDeliveriesRepository } from './delivery-adapter';
import type { AlertEngine } from './engine';
import { describeRule } from './rules';
import { publicWebhookRefusal, systemResolver, type WebhookResolver } from './webhook-target';

export type AlertLimits = { rulesPerWallet: number; deliveriesPerHour: number; retentionDays: number };

const LIST_LIMIT = 100;

const toRule = (r: StoredRule): AlertRule => ({
  id: String(r.id),
  rule: r.rule,
  description: describeRule(r.rule),
  createdAt: r.createdAt.toISOString(),
});

const notFound = (what: string, id: number) =>
  new ApiError(404, 'NOT_FOUND', `This wallet has no ${what} ${id}`);

export class AlertsService {
  constructor(
    private readonly opts: {
      repo: AlertsRepository;
      channels: Pick<AlertDeliveriesRepository, 'channels' | 'saveChannels' | 'deleteOlderThan'>;
      engine: AlertEngine;
      deliveries: AlertDeliveries;
      limits: AlertLimits;
      /** Mainnet refuses http:// and private webhook addresses; the devnet's tests post to loopback. */
      publicWebhooksOnly: boolean;
      /** Tests: a stand-in for the system's DNS when a mainnet webhook's host is checked at save time. */
      resolveWebhookHost?: WebhookResolver | undefined;
      now: () => Date;
    },
  ) {}

  async rules(address: string) {
    return {
      rules: (await this.opts.repo.rules(address)).map(toRule),
      maxRules: this.opts.limits.rulesPerWallet,
    };
  }

  async addRule(address: string, rule: AlertRuleInput): Promise<AlertRule> {
    const max = this.opts.limits.rulesPerWallet;
    const saved = await this.opts.repo.addRule(address, rule, max, this.opts.now());
    if (!saved)
      throw new ApiError(
        409,
        'ALERT_RULE_LIMIT',
        `This wallet already has ${max} alert rules, the most this server keeps per wallet (ALERT_RULES_PER_WALLET): delete one first`,
      );
    return toRule(saved);
  }

  async replaceRule(address: string, id: number, rule: AlertRuleInput): Promise<AlertRule> {
    const saved = await this.opts.repo.replaceRule(address, id, rule);
    if (!saved) throw notFound('alert rule', id);
    return toRule(saved);
  }

  async deleteRule(address: string, id: number): Promise<void> {
    if (!(await this.opts.repo.deleteRule(address, id))) throw notFound('alert rule', id);
  }

  async channels(address: string): Promise<Omit<AlertChannels, 'success'>> {
    return this.#channelsView(await this.opts.channels.channels(address));
  }

  async setChannels(address: string, input: AlertChannelsInput): Promise<Omit<AlertChannels, 'success'>> {
    if (input.email && !this.opts.deliveries.emailAvailable)
      throw new ApiError(
        400,
        'EMAIL_UNAVAILABLE',
        'Email alerts are off on this server (it has no SMTP_URL): leave email empty or use a webhook',
      );
    const problem =
      input.webhookUrl && this.opts.publicWebhooksOnly
        ? await publicWebhookRefusal(input.webhookUrl, this.opts.resolveWebhookHost ?? systemResolver)
        : undefined;
    if (problem) throw new ValidationError([{ location: 'body', path: 'webhookUrl', message: problem }]);
    const old = await this.opts.channels.channels(address);
    // The secret stays while the webhook stays, so a receiver need not be reconfigured for a new URL.
    const secret = input.webhookUrl
      ? (old?.webhookSecret ?? `whsec_${randomBytes(32).toString('hex')}`)
      : null;
    const saved = await this.opts.channels.saveChannels({
      address,
      webhookUrl: input.webhookUrl,
      webhookSecret: secret,
      email: input.email,
      updatedAt: this.opts.now(),
    });
    return this.#channelsView(saved);
  }

  #channelsView(row: ChannelsRow | undefined): Omit<AlertChannels, 'success'> {
    return {
      webhookUrl: row?.webhookUrl ?? null,
      webhookSecret: row?.webhookSecret ?? null,
      email: row?.email ?? null,
      emailAvailable: this.opts.deliveries.emailAvailable,
      deliveriesPerHour: this.opts.limits.deliveriesPerHour,
    };
  }

  async list(address: string) {
    const [alerts, unread] = await Promise.all([
      this.opts.repo.list(address, LIST_LIMIT),
      this.opts.repo.unread(address),
    ]);
    return { alerts, unread };
  }

  async markRead(address: string, ids: number[] | undefined): Promise<number> {
    await this.opts.repo.markRead(address, ids, this.opts.now());
    return this.opts.repo.unread(address);
  }

  async deleteAlert(address: string, id: number): Promise<void> {
    if (!(await this.opts.repo.deleteAlert(address, id))) throw notFound('alert', id);
  }

  /**
   * An alert that no rule fired (a move of the wallet's agent): in the wallet's centre, and sent to its channels with
   * the next round's deliveries. `subject` names what it is about and `stage` how far that has come.
   */
  async post(
    address: string,
    news: { kind: FiredAlertKind; subject: string; stage: number; title: string; message: string },
  ): Promise<void> {
    const fired = await this.opts.repo.insertAlerts([
      {
        address,
        ruleId: null,
        kind: news.kind,
        subject: news.subject,
        occurrence: news.stage,
        title: news.title,
        message: news.message,
        link: null,
        firedAt: this.opts.now(),
      },
    ]);
    await this.opts.deliveries.enqueue(fired);
  }

  /** One round: evaluate every rule, then send what is due (new deliveries and retries). */
  async round() {
    const evaluated = await this.opts.engine.evaluate();
    const delivered = await this.opts.deliveries.sendDue();
    return { ...evaluated, ...delivered };
  }

  /** Retention: alerts older than ALERT_RETENTION_DAYS go, with their deliveries. */
  async sweep(): Promise<number> {
    const before = new Date(this.opts.now().getTime() - this.opts.limits.retentionDays * 86_400_000);
    await this.opts.channels.deleteOlderThan(before);
    return this.opts.repo.deleteOlderThan(before);
  }
}
