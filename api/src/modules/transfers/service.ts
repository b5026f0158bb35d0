// Transfer records per wallet. A record is only written for the wallet that proved it holds the address, and a
// later write never loses what an earlier one knew (shared merge rule: further status wins, hashes and the
// attested message are kept).
import { type CctpTransfer, mergeTransfer } from '@fin/shared/domain/transfer-record';
import { ApiError } from '../../http/errors';

const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

import type { TransfersRepository } from './adapter';

export const TRANSFERS_LIST_LIMIT = 100;

export class TransfersService {
  constructor(private readonly repo: TransfersRepository) {}

  async upsert(wallet: string, incoming: CctpTransfer): Promise<CctpTransfer> {
    if (incoming.recipient.toLowerCase() !== wallet.toLowerCase()) {
      throw forbidden('A transfer can only be recorded by the wallet it belongs to');
    }
    const existing = await this.repo.find(incoming.sourceChain, incoming.txHash);
    if (existing && existing.address.toLowerCase() !== wallet.toLowerCase()) {
      throw forbidden('This burn is recorded for another wallet');
    }
    const merged = existing ? mergeTransfer(existing.transfer, incoming) : incoming;
    return this.repo.save(wallet, { ...merged, recipient: incoming.recipient });
  }

  list(wallet: string): Promise<CctpTransfer[]> {
    return this.repo.listByAddress(wallet, TRANSFERS_LIST_LIMIT);
  }
}
