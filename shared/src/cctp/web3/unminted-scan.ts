// Finds every burn this wallet made that never reached its destination, wherever it was made (this page,
// another device, another bridge UI, a script): DepositForBurn logs with the wallet as depositor on each chain,
// then where each stands by the one burn-status reader (cctp/web3/burn-status.ts). A chain that cannot be read
// does not hide what the others show: the scan reports the burns it could check and names every chain it could not read (a burn to
// or from that chain cannot be judged, so it is left out rather than guessed).
import type { Address, Hash, Hex } from 'viem';
import { withDeadline } from '../../api/deadline';
import type { TransferModeType } from '../../domain/cctp/fees';
import { burnTransferMode, type ForwardVerdict } from '../../domain/cctp/forwarding';
import { CCTP_TOKEN_MESSENGER_V2, getChain, getChainByDomain } from '../../domain/chains/chains';
import { isMinted } from '../../web3/cctp-mint-steps';
import { type CctpDeps, errorText } from '../../web3/cctp-steps';
import { tokenMessengerV2Abi } from '../domain/abis';
import { readBurnStatus } from './burn-status';

export type UnmintedBurn = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hash;
  amount: bigint;
  maxFee: bigint;
  fast: boolean;
  /** Forwarded when the burn's hook data asks for Circle's Forwarding Service: Circle mints it. */
  mode: TransferModeType;
  /** Forwarded burns only: what Iris says of Circle's relayer (a failure hands the mint back to the user). */
  forward: ForwardVerdict | null;
  blockNumber: bigint;
  /** Set once Circle has attested: ready to mint in one click. */
  message: Hex | null;
  attestation: Hex | null;
  eventNonce: Hex | null;
  mintRecipient: Address;
};

/**
 * Blocks looked back on each chain. The devnet chains are short; on mainnet public RPCs limit log ranges, so the
 * scan covers recent burns (about a week on Ethereum) and older ones are found through the saved records.
 */
export const RECOVERY_LOOKBACK_BLOCKS = 50_000n;

/**
 * How long one chain's read may take before the scan reports it unread and answers with the others (a chain that
 * hangs instead of refusing must not hold the whole answer past its caller's own deadline).
 */
export const RECOVERY_CHAIN_DEADLINE_MS = 6_000;

/** A chain the scan could not read, and why, in the words of the error. */
export type UnreadChain = { chainId: number; reason: string };

export type UnmintedScan = {
  /** Unminted burns among the chains that could be read, newest first. */
  burns: UnmintedBurn[];
  /** Chains whose burns or mints could not be read: a burn from or to them is not judged. */
  unreadChains: UnreadChain[];
};

type ScanDeps = Pick<CctpDeps, 'account' | 'client' | 'attestationUrl' | 'fetch' | 'onAttestationRequest'>;

export async function findUnmintedBurns(
  deps: ScanDeps,
  chainIds: readonly number[],
  lookback: bigint = RECOVERY_LOOKBACK_BLOCKS,
  chainDeadlineMs: number = RECOVERY_CHAIN_DEADLINE_MS,
): Promise<UnmintedScan> {
  const unread = new Map<number, string>();
  const onChain: OnChain = (chainId, work) =>
    withDeadline(chainDeadlineMs, `chain ${chainId}`, work).catch((err: unknown) => {
      if (!unread.has(chainId)) unread.set(chainId, errorText(err));
      return undefined;
    });
  const perChain = await Promise.all(chainIds.map((chainId) => burnsOn(deps, chainId, lookback, onChain)));
  const found: UnmintedBurn[] = [];
  for (const burn of perChain.flat()) {
    // A burn to a chain the scan could not read cannot be judged (it is named in unreadChains).
    if (!chainIds.includes(burn.destinationChainId) || unread.has(burn.destinationChainId)) continue;
    const unminted = await judgeBurn(deps, burn, onChain);
    if (unminted) found.push(unminted);
  }
  return {
    burns: found.sort((a, b) => Number(b.blockNumber - a.blockNumber)),
    unreadChains: [...unread].map(([chainId, reason]) => ({ chainId, reason })),
  };
}

/** Runs one chain's read within its deadline; undefined (and the chain named unread) when it fails. */
type OnChain = <T>(chainId: number, work: () => Promise<T>) => Promise<T | undefined>;

/** The wallet's DepositForBurn logs on one chain, within the lookback, as burns not yet judged. */
async function burnsOn(deps: ScanDeps, chainId: number, lookback: bigint, onChain: OnChain) {
  const logs = await onChain(chainId, async () => {
    const client = deps.client(chainId);
    const latest = await client.getBlockNumber();
    return client.getContractEvents({
      address: CCTP_TOKEN_MESSENGER_V2,
      abi: tokenMessengerV2Abi,
      eventName: 'DepositForBurn',
      args: { depositor: deps.account },
      fromBlock: latest > lookback ? latest - lookback : 0n,
      toBlock: latest,
    });
  });
  return (logs ?? []).flatMap((log) => {
    const burn = burnFromLog(chainId, log);
    return burn ? [burn] : [];
  });
}

type BurnLog = {
  transactionHash: Hash | null;
  blockNumber: bigint | null;
  args: {
    amount?: bigint;
    maxFee?: bigint;
    destinationDomain?: number;
    minFinalityThreshold?: number;
    hookData?: Hex;
    mintRecipient?: Hex;
  };
};

function burnFromLog(chainId: number, log: BurnLog): UnmintedBurn | null {
  const args = log.args;
  const destination = getChainByDomain(Number(args.destinationDomain));
  if (!destination || !getChain(chainId) || !log.transactionHash) return null;
  return {
    sourceChainId: chainId,
    destinationChainId: destination.id,
    txHash: log.transactionHash,
    amount: args.amount ?? 0n,
    maxFee: args.maxFee ?? 0n,
    fast: Number(args.minFinalityThreshold) <= 1000,
    mode: burnTransferMode({
      hookData: args.hookData ?? '0x',
      minFinalityThreshold: Number(args.minFinalityThreshold),
    }),
    forward: null,
    blockNumber: log.blockNumber ?? 0n,
    message: null,
    attestation: null,
    eventNonce: null,
    mintRecipient: `0x${(args.mintRecipient ?? '0x').slice(-40)}` as Address,
  };
}

/**
 * Where the burn stands (the one burn-status reader): the burn as it stands when it is not minted, or null when it
 * is (or its destination could not be read).
 */
async function judgeBurn(deps: ScanDeps, burn: UnmintedBurn, onChain: OnChain): Promise<UnmintedBurn | null> {
  const status = await readBurnStatus(
    { ...deps, minted: (id, nonce) => onChain(id, () => isMinted(deps as CctpDeps, id, nonce)) },
    burn,
  );
  // Minted, or its destination could not be read (named in unreadChains).
  if (status.stage === 'minted' || status.destinationUnread) return null;
  return {
    ...burn,
    forward: status.forward,
    message: status.message,
    attestation: status.attestation,
    eventNonce: status.eventNonce,
  };
}
