// The CCTP leg of an agent's move between networks: the burn's terms (the one terms function, at standard speed:
// the agent is in no hurry and a standard transfer carries no fast fee), Circle's attested message for the burn,
// and whether the destination has minted it already (by anyone: the agent, or an earlier try of the same step).
// The mint itself is a call from the agent's own account (receiveMessage needs no permission of the owner's).
import { messageTransmitterV2Abi } from '@fin/shared/cctp/domain/abis';
import { type BridgeTerms, bridgeTerms, NO_CIRCLE_TERMS } from '@fin/shared/cctp/domain/terms';
import { readOnchainMinFee } from '@fin/shared/cctp/web3/terms-read';
import { judgePoll, startPolling } from '@fin/shared/domain/cctp/attestation';
import { readMessages } from '@fin/shared/domain/cctp/attestation-client';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import { getChain } from '@fin/shared/domain/chains/chains';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import type { ChainClients } from '../../chains/chain-clients';
import type { RpcDirectory } from '../../chains/rpc-directory';

/** What Circle says of a burn, once asked: its signed message, or why the mint must wait. */
export type Attested =
  | { kind: 'ready'; message: Hex; attestation: Hex; nonce: Hex }
  | { kind: 'wait'; why: string };

export interface BridgePort {
  /** The terms the agent's burn of `amount` carries from one network to another (the messenger's minimum read). */
  terms(fromChainId: number, toChainId: number, amount: bigint): Promise<BridgeTerms>;
  attested(fromChainId: number, burnHash: Hex): Promise<Attested>;
  /** Whether the destination's transmitter has used this message's nonce: the USDC was minted. */
  minted(toChainId: number, nonce: Hex): Promise<boolean>;
}

/** The mint: Circle's message and attestation handed to the destination's MessageTransmitterV2. */
export function mintCall(ready: Extract<Attested, { kind: 'ready' }>): { to: Address; data: Hex } {
  return {
    to: CCTP_V2.messageTransmitter,
    data: encodeFunctionData({
      abi: messageTransmitterV2Abi,
      functionName: 'receiveMessage',
      args: [ready.message, ready.attestation],
    }),
  };
}

export class ChainBridge implements BridgePort {
  constructor(
    private readonly rpc: RpcDirectory,
    private readonly chains: ChainClients,
    private readonly timeoutMs: number,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  #client(chainId: number): PublicClient {
    return this.chains.publicClient(chainId, { timeoutMs: this.timeoutMs, retryCount: 1 });
  }

  async terms(fromChainId: number, toChainId: number, amount: bigint): Promise<BridgeTerms> {
    const onchainMinFee = await readOnchainMinFee(this.#client(fromChainId), fromChainId, amount);
    return bridgeTerms({
      sourceChainId: fromChainId,
      destinationChainId: toChainId,
      amount,
      wanted: 'standard',
      circle: NO_CIRCLE_TERMS,
      onchainMinFee,
    });
  }

  async attested(fromChainId: number, burnHash: Hex): Promise<Attested> {
    const baseUrl = this.rpc.attestationUrl();
    const domain = getChain(fromChainId)?.cctpDomain;
    if (!baseUrl) return { kind: 'wait', why: 'no attestation service is configured (ATTESTATION_URL)' };
    if (domain === undefined) return { kind: 'wait', why: `chain ${fromChainId} is not CCTP's` };
    const now = Date.now();
    const reply = await readMessages(
      { baseUrl, fetch: this.fetchFn },
      domain,
      { transactionHash: burnHash },
      AbortSignal.timeout(this.timeoutMs),
    );
    const verdict = judgePoll(startPolling(now), reply, now);
    if (verdict.kind === 'fail') return { kind: 'wait', why: `Circle's answer: ${verdict.error}` };
    if (verdict.kind === 'wait') return { kind: 'wait', why: "Circle's attestation is not ready yet" };
    const decoded = decodeCctpMessage(verdict.attested.message);
    const nonce = verdict.attested.eventNonce ?? (decoded.ok ? decoded.message.nonce : null);
    if (!nonce) return { kind: 'wait', why: "Circle's message carries no nonce" };
    return { kind: 'ready', ...verdict.attested, nonce };
  }

  async minted(toChainId: number, nonce: Hex): Promise<boolean> {
    const used = await this.#client(toChainId).readContract({
      address: CCTP_V2.messageTransmitter,
      abi: messageTransmitterV2Abi,
      functionName: 'usedNonces',
      args: [nonce],
    });
    return used !== 0n;
  }
}
