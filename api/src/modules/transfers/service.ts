// Transfer records per wallet. A record is only written for the wallet that proved it holds the address, and a
// later write never loses what an earlier one knew (shared merge rule: further status wins, hashes and the
// attested message are kept).
import { type CctpTransfer, mergeTransfer } from '@fin/shared/domain/transfer-record';
import { WALLET_RECORD_MAX_PER_WALLET, WALLET_RECORD_RETENTION_DAYS } from '@fin/shared/domain/wallet-proof';
import { ApiError } from '../../http/errors';

const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

import type { TransfersRepository } from './adapter';

const TRANSFERS_LIST_LIMIT = 100;
const DAY_MS = 86_400_000;

export class TransfersService {
  constructor(
    private readonly repo: TransfersRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async upsert(wallet: string, incoming: CctpTransfer): Promise<CctpTransfer> {
    if (incoming.recipient.toLowerCase() !== wallet.toLowerCase()) {
      throw forbidden('A transfer can only be recorded by the wallet it belongs to');
    }
    const existing = await this.repo.find(incoming.sourceChain, incoming.txHash);
    if (existing && existing.address.toLowerCase() !== wallet.toLowerCase()) {
      throw forbidden('This burn is recorded for another wallet');
    }
    const merged = existing ? mergeTransfer(existing.transfer, incoming) : incoming;
    const saved = await this.repo.save(wallet, { ...merged, recipient: incoming.recipient });
    // Retention applies to finished transfers only: an unminted burn is kept until it is minted.
    await this.repo.pruneCompleted(
      wallet,
      this.now() - WALLET_RECORD_RETENTION_DAYS * DAY_MS,
      WALLET_RECORD_MAX_PER_WALLET,
    );
    return saved;
  }

  async list(wallet: string): Promise<CctpTransfer[]> {
    const cutoff = this.now() - WALLET_RECORD_RETENTION_DAYS * DAY_MS;
    const rows = await this.repo.listByAddress(wallet, TRANSFERS_LIST_LIMIT);
    return rows.filter((t) => t.status !== 'completed' || t.updatedAt >= cutoff);
  }
}
