// Transfer notifications: the transfer form reports each transfer's start, failure and completion; the events are
// kept per wallet so the page (or another device) can list them.
import type {
  Notification,
  NotificationEvent,
  triggerNotificationRequestSchema,
} from '@fin/shared/schemas/notifications';
import type { z } from 'zod';
import type { NotificationsRepository } from './adapter';

type Transfer = z.output<typeof triggerNotificationRequestSchema>['transfer'];

export const DEFAULT_NOTIFICATIONS_LIMIT = 50;

export class NotificationsService {
  constructor(private readonly repo: NotificationsRepository) {}

  trigger(event: NotificationEvent, transfer: Transfer): Promise<Notification> {
    return this.repo.insert({
      // CCTP moves USDC to the user's own address (spec §3), so the recipient is the wallet the event belongs to.
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
  }

  list(address: string, limit = DEFAULT_NOTIFICATIONS_LIMIT): Promise<Notification[]> {
    return this.repo.listByAddress(address, limit);
  }
}
