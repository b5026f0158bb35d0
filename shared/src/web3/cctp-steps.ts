// The wallet side of a CCTP V2 transfer up to the burn, one function per step, with the chain readers, the
// transaction sender and the attestation service injected (what follows the burn: cctp-mint-steps.ts). Only the
// transfer machine's driver (cctp/web3/transfer-run.ts) calls them.
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  type PublicClient,
  pad,
  parseEventLogs,
  type TransactionReceipt,
  zeroHash,
} from 'viem';
import { messageTransmitterV2Abi, tokenMessengerV2Abi, usdcAbi } from '../cctp/domain/abis';
import { FAST_FINALITY_THRESHOLD, STANDARD_FINALITY_THRESHOLD } from '../domain/cctp/fees';
import { FORWARD_HOOK_DATA } from '../domain/cctp/forwarding';
import { TRANSFER_ERRORS } from '../domain/cctp/transfer-validation';
import { getChain, getChainName } from '../domain/chains/chains';
import type { BatchSender } from './wallet-batch';

/** One transaction for the wallet: the sender simulates it, estimates gas (never under `gasFloor`) and sends it. */
export type TxRequest = { chainId: number; to: Address; data: Hex; label: string; gasFloor?: bigint };
/** Resolves with the hash once the wallet signed and sent; rejects (and sends nothing) if it would revert. */
export type TxSender = (tx: TxRequest) => Promise<Hash>;

export type CctpDeps = {
  account: Address;
  /** Read-only client of a chain (source, destination). */
  client: (chainId: number) => PublicClient;
  send: TxSender;
  /** EIP-5792: approve + burn as one prompt when the wallet batches atomically on the chain (see wallet-batch.ts). */
  sendBatch?: BatchSender;
  /** Asks the wallet to move to a chain (the shared 3-attempt rule); resolves once it is there. */
  switchChain: (chainId: number) => Promise<void>;
  attestationUrl: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Counts attestation-service requests (benchmarks). */
  onAttestationRequest?: () => void;
};

/** The innermost readable reason of a wallet / viem error, first line only. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let reason: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current instanceof Error; depth++) {
    const r = (current as { reason?: unknown }).reason;
    if (typeof r === 'string' && r) reason = r;
    current = (current as { cause?: unknown }).cause;
  }
  const short = (error as { shortMessage?: unknown }).shortMessage;
  const text = reason ?? (typeof short === 'string' && short ? short : error.message);
  return text.split('\n')[0]!.trim();
}

export function contractsOf(chainId: number) {
  const chain = getChain(chainId);
  const usdc = chain?.contracts.usdc;
  const messenger = chain?.contracts.tokenMessenger;
  const transmitter = chain?.contracts.messageTransmitter;
  if (!chain || !usdc || !messenger || !transmitter) {
    throw new Error(TRANSFER_ERRORS.usdcNotConfigured(getChainName(chainId)));
  }
  return { chain, usdc, messenger, transmitter };
}

export type BurnContext = { balance: bigint; allowance: bigint; onchainMinFee: bigint };

/** Reads what the burn needs: USDC balance, allowance to the messenger and the messenger's on-chain fee minimum. */
export async function readBurnContext(
  deps: CctpDeps,
  sourceChainId: number,
  amount: bigint,
): Promise<BurnContext> {
  const { usdc, messenger } = contractsOf(sourceChainId);
  const client = deps.client(sourceChainId);
  const [balance, allowance, onchainMinFee] = await Promise.all([
    client.readContract({ address: usdc, abi: usdcAbi, functionName: 'balanceOf', args: [deps.account] }),
    client.readContract({
      address: usdc,
      abi: usdcAbi,
      functionName: 'allowance',
      args: [deps.account, messenger],
    }),
    client.readContract({
      address: messenger,
      abi: tokenMessengerV2Abi,
      functionName: 'getMinFeeAmount',
      args: [amount],
    }),
  ]);
  return { balance, allowance, onchainMinFee };
}

export async function confirmed(
  deps: CctpDeps,
  chainId: number,
  hash: Hash,
  what: string,
): Promise<TransactionReceipt> {
  const receipt = await deps.client(chainId).waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${what} transaction reverted (${hash})`);
  return receipt;
}

/**
 * Approve + burn as one EIP-5792 batch (one prompt), when the wallet batches atomically on the source chain.
 * Null when it cannot: the caller goes step by step. The pair is simulated together first (wallet-batch.ts), so a
 * burn that would fail asks the wallet nothing.
 */
export async function sendApproveAndBurn(
  deps: CctpDeps,
  input: BurnInput,
  onSigned: (approveHash: Hash, burnHash: Hash) => void | Promise<void>,
): Promise<{ hash: Hash; receipt: TransactionReceipt } | null> {
  if (!deps.sendBatch) return null;
  const { usdc, messenger } = contractsOf(input.sourceChainId);
  const approve = encodeFunctionData({
    abi: usdcAbi,
    functionName: 'approve',
    args: [messenger, input.amount],
  });
  const burn = burnCall(deps, input);
  const hashes = await deps.sendBatch(input.sourceChainId, [
    { to: usdc, data: approve, label: 'Approve USDC', abi: usdcAbi },
    { to: burn.to, data: burn.data, label: burn.label, abi: tokenMessengerV2Abi },
  ]);
  if (!hashes) return null;
  const [approveHash, burnHash] = hashes;
  if (!approveHash || !burnHash) throw new Error('The wallet did not report both transactions of the batch');
  await onSigned(approveHash, burnHash);
  return burnConfirmed(deps, input.sourceChainId, burnHash);
}

/** Approves exactly `amount` to the messenger, only when the current allowance is short. Returns the hash or null. */
export async function approveIfShort(
  deps: CctpDeps,
  input: { sourceChainId: number; amount: bigint; allowance: bigint },
): Promise<Hash | null> {
  if (input.allowance >= input.amount) return null;
  const { usdc, messenger } = contractsOf(input.sourceChainId);
  const hash = await deps.send({
    chainId: input.sourceChainId,
    to: usdc,
    data: encodeFunctionData({ abi: usdcAbi, functionName: 'approve', args: [messenger, input.amount] }),
    label: 'Approve USDC',
  });
  await confirmed(deps, input.sourceChainId, hash, 'Approval');
  return hash;
}

export type BurnInput = {
  sourceChainId: number;
  destinationChainId: number;
  amount: bigint;
  maxFee: bigint;
  fast: boolean;
  /** Circle's Forwarding Service mints on the destination: the burn carries the forward request as hook data. */
  forward?: boolean;
};

/** depositForBurn to the user's own address on the destination; `onSigned` runs as soon as the hash exists. */
export async function sendBurn(
  deps: CctpDeps,
  input: BurnInput,
  onSigned: (hash: Hash) => void | Promise<void>,
): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  const hash = await deps.send(burnCall(deps, input));
  await onSigned(hash);
  return burnConfirmed(deps, input.sourceChainId, hash);
}

/**
 * The burn's transaction: depositForBurn to the user's own address on the destination; forwarded, the same with
 * Circle's forward request as hook data (depositForBurnWithHook), and no destination caller (Circle does not
 * forward to one).
 */
function burnCall(deps: CctpDeps, input: BurnInput): TxRequest {
  const { usdc, messenger } = contractsOf(input.sourceChainId);
  const destination = contractsOf(input.destinationChainId).chain;
  const args = [
    input.amount,
    destination.cctpDomain,
    pad(deps.account),
    usdc,
    zeroHash,
    input.maxFee,
    input.fast ? FAST_FINALITY_THRESHOLD : STANDARD_FINALITY_THRESHOLD,
  ] as const;
  return {
    chainId: input.sourceChainId,
    to: messenger,
    data: input.forward
      ? encodeFunctionData({
          abi: tokenMessengerV2Abi,
          functionName: 'depositForBurnWithHook',
          args: [...args, FORWARD_HOOK_DATA],
        })
      : encodeFunctionData({ abi: tokenMessengerV2Abi, functionName: 'depositForBurn', args }),
    label: 'Burn USDC',
  };
}

async function burnConfirmed(deps: CctpDeps, chainId: number, hash: Hash) {
  const receipt = await confirmed(deps, chainId, hash, 'Burn');
  const sent = parseEventLogs({ abi: messageTransmitterV2Abi, eventName: 'MessageSent', logs: receipt.logs });
  if (sent.length === 0) throw new Error(TRANSFER_ERRORS.noMessageInLogs);
  return { hash, receipt };
}
