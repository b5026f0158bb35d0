// Who made a burn, as the source chain says: the `depositor` of the DepositForBurn event that Circle's
// TokenMessengerV2 emitted in the burn's transaction. A transfer record is only accepted from that wallet, so nobody
// can claim a public burn hash first and lock its owner out.

import { tokenMessengerV2Abi } from '@fin/shared/cctp/domain/abis';
import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
import { burnTransferMode } from '@fin/shared/domain/cctp/forwarding';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { type Address, type Hex, parseEventLogs } from 'viem';
import type { ChainClients } from '../../chains/chain-clients';

export type BurnOwner =
  /** `transferMode`: how the burn was sent, read from its finality threshold and hook data. */
  | { found: true; depositor: Address; transferMode?: TransferModeType }
  /** No burn in that transaction: not mined (yet), reverted, or not a CCTP burn. */
  | { found: false; reason: string };

export interface BurnOwnership {
  /** Throws when the chain cannot be asked (no RPC, down). */
  ownerOf(chainId: number, txHash: Hex): Promise<BurnOwner>;
}

export class ChainBurnOwnership implements BurnOwnership {
  constructor(
    private readonly chains: ChainClients,
    private readonly timeoutMs: number,
  ) {}

  async ownerOf(chainId: number, txHash: Hex): Promise<BurnOwner> {
    const client = this.chains.publicClient(chainId, { timeoutMs: this.timeoutMs, retryCount: 1 });
    const receipt = await client.getTransactionReceipt({ hash: txHash }).catch((err: unknown) => {
      if (err instanceof Error && err.name === 'TransactionReceiptNotFoundError') return null;
      throw err;
    });
    if (!receipt) return { found: false, reason: 'the transaction is not on the chain (yet)' };
    if (receipt.status !== 'success') return { found: false, reason: 'the transaction reverted' };
    const burns = parseEventLogs({
      abi: tokenMessengerV2Abi,
      eventName: 'DepositForBurn',
      logs: receipt.logs.filter((l) => l.address.toLowerCase() === CCTP_V2.tokenMessenger.toLowerCase()),
    });
    const burn = burns[0];
    if (!burn) return { found: false, reason: 'the transaction is not a CCTP burn' };
    return { found: true, depositor: burn.args.depositor, transferMode: burnTransferMode(burn.args) };
  }
}
