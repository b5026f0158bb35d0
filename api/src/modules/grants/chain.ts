// What the chain says of a grant, and the agent account's own transactions: every read goes to the network the
// delegation was signed for.

import { DELEGATION_FRAMEWORK as F, PERIOD_OUTFLOW_ENFORCER } from '@fin/shared/domain/grant/framework';
import {
  type Account,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  concat,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainClients } from '../../chains/chain-clients';

const READS = parseAbi([
  'function disabledDelegations(bytes32 hash) view returns (bool)',
  'function callCounts(address delegationManager, bytes32 hash) view returns (uint256)',
  'function availableAmount(address delegationManager, bytes32 hash, bytes terms) view returns (uint256)',
]);

export type GrantChainState = {
  disabled: boolean;
  callsUsed: number;
  availableUnits: bigint;
  chainTime: number;
};

export class GrantChains {
  constructor(
    private readonly chains: ChainClients,
    private readonly timeoutMs: number,
  ) {}

  client(chainId: number): PublicClient {
    return this.chains.publicClient(chainId, { timeoutMs: this.timeoutMs, retryCount: 1 });
  }

  async chainTime(chainId: number): Promise<number> {
    return Number((await this.client(chainId).getBlock()).timestamp);
  }

  /** Whether the account runs the framework's EIP7702StatelessDeleGator (code 0xef0100 || implementation). */
  async isSmartAccount(chainId: number, account: Address): Promise<boolean> {
    const code = await this.client(chainId).getCode({ address: account });
    return code?.toLowerCase() === concat(['0xef0100', F.EIP7702StatelessDeleGatorImpl]).toLowerCase();
  }

  async state(chainId: number, hash: Hex, capTerms: Hex): Promise<GrantChainState> {
    const c = this.client(chainId);
    const [disabled, calls, available, chainTime] = await Promise.all([
      c.readContract({
        address: F.DelegationManager,
        abi: READS,
        functionName: 'disabledDelegations',
        args: [hash],
      }),
      c.readContract({
        address: F.LimitedCallsEnforcer,
        abi: READS,
        functionName: 'callCounts',
        args: [F.DelegationManager, hash],
      }),
      c.readContract({
        address: PERIOD_OUTFLOW_ENFORCER,
        abi: READS,
        functionName: 'availableAmount',
        args: [F.DelegationManager, hash, capTerms],
      }),
      this.chainTime(chainId),
    ]);
    return { disabled, callsUsed: Number(calls), availableUnits: available, chainTime };
  }

  /**
   * Estimates the agent's transaction (a revert is refused here, nothing sent), signs it, hands its hash to
   * `signed` (the caller records it) and only then broadcasts it and waits for its receipt. A hash is thus
   * known and kept before the chain can have the transaction: whatever happens after (the node's answer lost,
   * the receipt wait timing out, this process dying), the caller can ask the chain what became of it.
   */
  async simulateAndSend(
    chainId: number,
    account: Account,
    tx: { to: Address; data: Hex },
    signed?: (t: { hash: Hex; nonce: number }) => Promise<void>,
  ): Promise<SendResult> {
    const c = this.client(chainId);
    let gas: bigint;
    try {
      gas = await c.estimateGas({ account, to: tx.to, data: tx.data });
    } catch (err) {
      return { ok: false, sent: false, reason: `The chain refuses it: ${revertReason(err)}` };
    }
    const wallet = this.chains.walletClient(chainId, account, { timeoutMs: this.timeoutMs, retryCount: 1 });
    const chain = wallet.chain;
    let serialized: Hex;
    let nonce: number;
    try {
      const request = await wallet.prepareTransactionRequest({
        account,
        chain,
        to: tx.to,
        data: tx.data,
        gas: (gas * 12n) / 10n,
      });
      nonce = request.nonce;
      serialized = await wallet.signTransaction(request);
    } catch (err) {
      return { ok: false, sent: false, reason: `It could not be signed: ${(err as Error).message}` };
    }
    const hash = keccak256(serialized);
    // Throws (nothing broadcast) when the hash could not be kept.
    await signed?.({ hash, nonce });
    try {
      await wallet.sendRawTransaction({ serializedTransaction: serialized });
    } catch (err) {
      // The node may or may not have taken it (an answer lost): only the chain can tell, later.
      return fateUnknown(hash, `The node did not confirm it took the transaction: ${revertReason(err)}`);
    }
    let receipt: { status: 'success' | 'reverted'; gasUsed: bigint };
    try {
      receipt = await c.waitForTransactionReceipt({ hash, timeout: 60_000 });
    } catch (err) {
      return fateUnknown(hash, `No receipt yet: ${(err as Error).message}`);
    }
    if (receipt.status !== 'success')
      return { ok: false, sent: true, reverted: true, hash, reason: 'The transaction reverted on chain' };
    return { ok: true, hash, gasUsed: receipt.gasUsed };
  }

  /** What the chain says of a transaction: mined (and how), still waiting in the node's pool, or unknown to it. */
  async outcome(chainId: number, hash: Hex): Promise<TxOutcome> {
    const c = this.client(chainId);
    try {
      const receipt = await c.getTransactionReceipt({ hash });
      return receipt.status === 'success' ? 'success' : 'reverted';
    } catch (err) {
      if (!(err instanceof TransactionReceiptNotFoundError)) throw err;
    }
    try {
      await c.getTransaction({ hash });
      return 'pending';
    } catch (err) {
      if (err instanceof TransactionNotFoundError) return 'unknown';
      throw err;
    }
  }

  /** The account's transaction count: mined, and with what the node holds in its pool. */
  /** What the account holds in the network's own coin, and what gas costs there now (wei). */
  async gas(chainId: number, account: Address): Promise<{ balanceWei: bigint; gasPriceWei: bigint }> {
    const c = this.client(chainId);
    const [balanceWei, gasPriceWei] = await Promise.all([
      c.getBalance({ address: account }),
      c.getGasPrice(),
    ]);
    return { balanceWei, gasPriceWei };
  }

  async nonces(chainId: number, account: Address): Promise<{ mined: number; pending: number }> {
    const c = this.client(chainId);
    const [mined, pending] = await Promise.all([
      c.getTransactionCount({ address: account, blockTag: 'latest' }),
      c.getTransactionCount({ address: account, blockTag: 'pending' }),
    ]);
    return { mined, pending };
  }
}

export type TxOutcome = 'success' | 'reverted' | 'pending' | 'unknown';

export type SendResult =
  | { ok: true; hash: Hex; gasUsed: bigint }
  | { ok: false; sent: false; reason: string }
  /** Sent: reverted on chain (receipt status 'reverted'), or not known yet (no receipt, or no answer from the node). */
  | { ok: false; sent: true; reverted: boolean; reason: string; hash: Hex };

/** Broadcast, its fate not known yet: a later round reads it from the chain by its hash, never sends it again. */
function fateUnknown(hash: Hex, reason: string): SendResult {
  return { ok: false, sent: true, reverted: false, hash, reason };
}

/** The revert's own words (an enforcer's require message) when the node gives them. */
export function revertReason(err: unknown): string {
  if (err instanceof BaseError) {
    const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.reason) return reverted.reason;
    const details = (err as BaseError & { details?: string }).details;
    const match = /reverted(?: with reason string)?:?\s*'?([^']+)'?/i.exec(details ?? err.message);
    return match?.[1]?.trim() ?? err.shortMessage;
  }
  return (err as Error).message;
}
