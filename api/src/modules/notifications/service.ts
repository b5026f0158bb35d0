// Transfer notifications: the transfer form reports each transfer's start, failure and completion; the events are
// kept per wallet so the page (or another device) can list them.

import { WALLET_RECORD_MAX_PER_WALLET, WALLET_RECORD_RETENTION_DAYS } from '@fin/shared/domain/wallet/proof';
import type {
  Notification,
  NotificationEvent,
  triggerNotificationRequestSchema,
} from '@fin/shared/schemas/notifications';
import type { z } from 'zod';
import type { NotificationsRepository } from './adapter';

type Transfer = z.output<typeof triggerNotificationRequestSchema>['transfer'];

const DEFAULT_NOTIFICATIONS_LIMIT = 50;

export type RetentionOptions = { retentionDays: number; maxPerWallet?: number; now?: () => Date };

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly retention: RetentionOptions = { retentionDays: WALLET_RECORD_RETENTION_DAYS },
  ) {}

  /** Records older than this are neither listed nor kept. */
  cutoff(): Date {
    const now = this.retention.now?.() ?? new Date();
    return new Date(now.getTime() - this.retention.retentionDays * 86_400_000);
  }

  async trigger(event: NotificationEvent, transfer: Transfer): Promise<Notification> {
    const saved = await this.repo.insert({
      // CCTP moves USDC to the user's own address, so the recipient is the wallet the event belongs to.
      address: transfer.recipient,
      event,
      transferId: transfer.id,
      amount: transfer.amount,
      sourceChainId: transfer.sourceChain,
      destinationChainId: transfer.destinationChain,
      transferMode: transfer.transferMode,
      status: transfer.status,
      txHash: transfer.txHash ?? null,
      error: transfer.error ?? null,
      payload: transfer,
    });
    // Each write trims its own wallet: past the retention window, and beyond the newest N records.
    await this.repo.prune(
      saved.address,
      this.cutoff(),
      this.retention.maxPerWallet ?? WALLET_RECORD_MAX_PER_WALLET,
    );
    return saved;
  }

  list(address: string, limit = DEFAULT_NOTIFICATIONS_LIMIT): Promise<Notification[]> {
    return this.repo.listByAddress(address, limit, this.cutoff());
  }

  /** Drops every wallet's records past the retention window (run at start and then periodically). */
  sweep(): Promise<number> {
    return this.repo.deleteOlderThan(this.cutoff());
  }
}
