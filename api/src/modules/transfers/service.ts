// Transfer records per wallet. A record is only written for the wallet the source chain names as the burn's
// depositor, and a later write never loses what an earlier one knew (shared merge rule: further status wins, hashes
// and the attested message are kept). A signed-in wallet's write is taken whole; a write without a sign-in (a burn
// proves its wallet on chain, so saving it asks for no extra signature) is taken only as far as the chain shows it:
// the burn, its amount and route, and its mode as the burn carries it; what comes after (attestation, mint, errors)
// is learnt from a signed-in write or read back from Circle and the chains by the history.

import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
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
    return this.#save(wallet, incoming, mine ? found.transfer : null);
  }

  /**
   * A record sent without a sign-in: the source chain must name its recipient as the burn's depositor, and only
   * the burn as the chain shows it is kept (status 'burned', the mode the burn carries), merged under what the
   * record already knows. Nobody can so mark another wallet's transfer finished, failed or attested.
   */
  async upsertProvenOnChain(incoming: CctpTransfer): Promise<CctpTransfer> {
    const wallet = incoming.recipient;
    const transferMode = await this.#checkDepositor(wallet, incoming);
    const found = await this.repo.find(incoming.sourceChain, incoming.txHash);
    const mine = found && found.address.toLowerCase() === wallet.toLowerCase();
    const burn: CctpTransfer = {
      id: incoming.id,
      amount: incoming.amount,
      asset: incoming.asset,
      sourceChain: incoming.sourceChain,
      destinationChain: incoming.destinationChain,
      recipient: incoming.recipient,
      status: 'burned',
      timestamp: incoming.timestamp,
      transferMode: transferMode ?? incoming.transferMode,
      txHash: incoming.txHash,
      approveTxHash: incoming.approveTxHash,
      maxFee: incoming.maxFee,
      updatedAt: incoming.updatedAt,
    };
    return this.#save(wallet, burn, mine ? found.transfer : null);
  }

  async #save(wallet: string, incoming: CctpTransfer, existing: CctpTransfer | null): Promise<CctpTransfer> {
    const merged = existing ? mergeTransfer(existing, incoming) : incoming;
    const saved = await this.repo.save(wallet, { ...merged, recipient: incoming.recipient });
    // Retention applies to finished transfers only: an unminted burn is kept until it is minted.
    await this.repo.pruneCompleted(
      wallet,
      this.now() - WALLET_RECORD_RETENTION_DAYS * DAY_MS,
      WALLET_RECORD_MAX_PER_WALLET,
    );
    return saved;
  }

  /** Throws unless the chain names `wallet` as the burn's depositor; returns the mode the burn was sent with. */
  async #checkDepositor(wallet: string, t: CctpTransfer): Promise<TransferModeType | undefined> {
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
    return owner.transferMode;
  }

  async list(wallet: string): Promise<CctpTransfer[]> {
    const cutoff = this.now() - WALLET_RECORD_RETENTION_DAYS * DAY_MS;
    const rows = await this.repo.listByAddress(wallet, TRANSFERS_LIST_LIMIT);
    return rows.filter((t) => t.status !== 'completed' || t.updatedAt >= cutoff);
  }
}
