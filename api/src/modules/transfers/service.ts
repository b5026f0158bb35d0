// Transfer records per wallet. A record is only written for the wallet that proved it holds the address and that
// the source chain names as the burn's depositor, and a later write never loses what an earlier one knew (shared
// merge rule: further status wins, hashes and the attested message are kept).

import { type CctpTransfer, mergeTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { getChain } from '@fin/shared/domain/chains/chains';
import { WALLET_RECORD_MAX_PER_WALLET, WALLET_RECORD_RETENTION_DAYS } from '@fin/shared/domain/wallet/proof';
import { ApiError } from '../../http/errors';
import type { TransfersRepository } from './adapter';
import type { BurnOwnership } from './burn-owner';

const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

const TRANSFERS_LIST_LIMIT = 100;
const DAY_MS = 86_400_000;

export class TransfersService {
  constructor(
    private readonly repo: TransfersRepository,
    private readonly burns: BurnOwnership,
    private readonly now: () => number = Date.now,
  ) {}

  async upsert(wallet: string, incoming: CctpTransfer): Promise<CctpTransfer> {
    if (incoming.recipient.toLowerCase() !== wallet.toLowerCase()) {
      throw forbidden('A transfer can only be recorded by the wallet it belongs to');
    }
    const found = await this.repo.find(incoming.sourceChain, incoming.txHash);
    // A record already written by this wallet was checked when it was first written.
    const mine = found && found.address.toLowerCase() === wallet.toLowerCase();
    if (!mine) await this.#checkDepositor(wallet, incoming);
    // A row another wallet wrote before the chain was asked is not its: the depositor takes it over.
    const existing = mine ? found : null;
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

  async #checkDepositor(wallet: string, t: CctpTransfer): Promise<void> {
    const chain = getChain(t.sourceChain)?.name ?? `chain ${t.sourceChain}`;
    let owner: Awaited<ReturnType<BurnOwnership['ownerOf']>>;
    try {
      owner = await this.burns.ownerOf(t.sourceChain, t.txHash);
    } catch {
      throw new ApiError(
        503,
        'CHAIN_UNAVAILABLE',
        `${chain} could not be reached to check who made this burn; nothing was recorded, try again`,
      );
    }
    if (!owner.found)
      throw new ApiError(
        409,
        'BURN_NOT_FOUND',
        `No USDC burn by this wallet in ${t.txHash} on ${chain}: ${owner.reason}. It can be recorded once it is confirmed.`,
      );
    if (owner.depositor.toLowerCase() !== wallet.toLowerCase())
      throw forbidden(
        `This burn on ${chain} was made by another wallet; only the wallet that burned it can record it`,
      );
  }

  async list(wallet: string): Promise<CctpTransfer[]> {
    const cutoff = this.now() - WALLET_RECORD_RETENTION_DAYS * DAY_MS;
    const rows = await this.repo.listByAddress(wallet, TRANSFERS_LIST_LIMIT);
    return rows.filter((t) => t.status !== 'completed' || t.updatedAt >= cutoff);
  }
}
