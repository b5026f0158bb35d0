// What the chain says of a grant, and the agent account's own transactions: every read goes to the network the
// delegation was signed for.

import { getChain } from '@fin/shared/domain/chains/chains';
import { DELEGATION_FRAMEWORK as F, PERIOD_OUTFLOW_ENFORCER } from '@fin/shared/domain/grant/framework';
import {
  type Account,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import type { RpcDirectory } from '../../chains/rpc-directory';

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
  private readonly clients = new Map<number, PublicClient>();

  constructor(
    private readonly rpc: RpcDirectory,
    private readonly timeoutMs: number,
  ) {}

  private rpcUrl(chainId: number): string {
    const url = this.rpc.rpcUrl(chainId);
    if (!url) throw new Error(`No RPC for ${getChain(chainId)?.name ?? `chain ${chainId}`}`);
    return url;
  }

  client(chainId: number): PublicClient {
    let c = this.clients.get(chainId);
    if (!c) {
      const transport = http(this.rpcUrl(chainId), { timeout: this.timeoutMs, retryCount: 1 });
      c = createPublicClient({ transport, cacheTime: 0 }) as PublicClient;
      this.clients.set(chainId, c);
    }
    return c;
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

  /** Estimates the agent's transaction (a revert is refused here, nothing sent), then sends it and waits. */
  async simulateAndSend(
    chainId: number,
    account: Account,
    tx: { to: Address; data: Hex },
  ): Promise<
    { ok: true; hash: Hex; gasUsed: bigint } | { ok: false; sent: boolean; reason: string; hash?: Hex }
  > {
    const c = this.client(chainId);
    let gas: bigint;
    try {
      gas = await c.estimateGas({ account, to: tx.to, data: tx.data });
    } catch (err) {
      return { ok: false, sent: false, reason: `The chain refuses it: ${revertReason(err)}` };
    }
    const chain = defineChain({
      id: chainId,
      name: getChain(chainId)?.name ?? String(chainId),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl(chainId)] } },
    });
    const wallet = createWalletClient({ account, chain, transport: http(this.rpcUrl(chainId)) });
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, gas: (gas * 12n) / 10n });
    const receipt = await c.waitForTransactionReceipt({ hash, timeout: 60_000 });
    if (receipt.status !== 'success')
      return { ok: false, sent: true, hash, reason: 'The transaction reverted on chain' };
    return { ok: true, hash, gasUsed: receipt.gasUsed };
  }
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
