// The transaction runner's one-prompt path (EIP-5792): a run of same-chain transactions that the simulation found
// sound goes to the wallet as one atomic `wallet_sendCalls` batch when the wallet reports atomic batching for the
// chain, and is followed with `wallet_getCallsStatus` until it is confirmed or failed. A wallet that turns the
// batch down as unsupported gets today's one-by-one steps instead; a user's 'no' stays a cancellation.
import type { Address, Hash } from 'viem';
import { transactionLink } from '../domain/chains/tx-link';
import { TxBatchRevertedError, type TxCall, type TxSendingStep, type TxStepState } from './tx-plan';

export type TxBatchStatus = {
  state: 'pending' | 'success' | 'failure';
  /** One per call, or a single one when the wallet ran the batch as one transaction (a smart account). */
  receipts: { hash: Hash; status: 'success' | 'reverted' }[];
};

/** The wallet's EIP-5792 methods, as the runner needs them (wallet-batch.ts adapts the page's wallet). */
export type TxWalletBatch = {
  /** `wallet_getCapabilities`: whether the wallet batches atomically on the chain (false when it cannot say). */
  atomic(chainId: number, account: Address): Promise<boolean>;
  /** `wallet_sendCalls` with atomicity required; resolves with the batch id. */
  send(request: { chainId: number; account: Address; calls: readonly TxCall[] }): Promise<string>;
  /** `wallet_getCallsStatus`. */
  status(id: string, chainId: number, account: Address): Promise<TxBatchStatus>;
};

const POLL_MS = 500;
/** A batch the wallet has not settled in 5 minutes is reported, not assumed failed: it may still land. */
const MAX_POLLS = 600;

/** EIP-1193 4200 / JSON-RPC -32601 (no such method) and EIP-5792's 57xx codes: the wallet cannot batch this. */
const UNSUPPORTED_CODES = new Set([4200, -32601, 5700, 5710, 5740, 5750, 5760]);

export function batchUnsupported(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; cause?: unknown };
    if (typeof c.code === 'number' && UNSUPPORTED_CODES.has(c.code)) return true;
    current = c.cause;
  }
  return false;
}

export type BatchRun = {
  batch: TxWalletBatch;
  account: Address;
  chainId: number;
  /** The steps in the batch with their index in the plan. */
  steps: readonly { index: number; step: TxSendingStep }[];
  calls: readonly TxCall[];
  update: (index: number, patch: Partial<TxStepState>) => void;
  profile: 'devnet' | 'mainnet';
  sleep: (ms: number) => Promise<void>;
};

/**
 * Sends the steps as one batch. Resolves with each step's hash, or null when the wallet said it cannot batch
 * (the steps are back to 'waiting' and the caller sends them one by one). Rejects with the wallet's error (a
 * rejection keeps its 4001), TxBatchRevertedError when the batch failed, or an Error when it never settled.
 */
export async function runWalletBatch(run: BatchRun): Promise<Hash[] | null> {
  const { batch, account, chainId, steps, update } = run;
  const each = (patch: Partial<TxStepState> | ((i: number) => Partial<TxStepState>)) =>
    steps.forEach(({ index }, i) => {
      update(index, typeof patch === 'function' ? patch(i) : patch);
    });
  each({ status: 'wallet', batched: true });
  let id: string;
  try {
    id = await batch.send({ chainId, account, calls: run.calls });
  } catch (error) {
    if (batchUnsupported(error)) {
      each({ status: 'waiting', batched: false });
      return null;
    }
    each({ status: 'failed' });
    throw error;
  }
  each({ status: 'confirming' });
  const status = await settledBatch(batch, { id, chainId, account }, run.sleep);
  if (!status) {
    each({ status: 'failed' });
    throw new Error(BATCH_TIMEOUT_TEXT);
  }
  const reverted = status.receipts.find((r) => r.status !== 'success');
  if (status.state === 'failure' || reverted) {
    const hash = reverted?.hash;
    each({ status: 'failed', ...(hash ? { hash } : {}) });
    throw new TxBatchRevertedError(
      steps.map((s) => s.step),
      hash,
      hash ? transactionLink(chainId, hash, run.profile) : undefined,
    );
  }
  const hashes = steps.map((_, i) =>
    status.receipts.length === steps.length ? status.receipts[i]?.hash : status.receipts.at(-1)?.hash,
  );
  if (hashes.some((h) => !h)) throw new Error('The wallet confirmed the batch without its transactions');
  each((i) => ({ status: 'done', hash: hashes[i] as Hash }));
  return hashes as Hash[];
}

export const BATCH_TIMEOUT_TEXT =
  'The wallet has not confirmed the batch after 5 minutes: look at its activity before trying again';

/**
 * Follows a sent batch with `wallet_getCallsStatus` until it succeeds or fails (a reverted receipt counts as
 * failed); null when the wallet has not settled it after 5 minutes.
 */
export async function settledBatch(
  batch: Pick<TxWalletBatch, 'status'>,
  sent: { id: string; chainId: number; account: Address },
  sleep: (ms: number) => Promise<void>,
): Promise<TxBatchStatus | null> {
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const status = await batch.status(sent.id, sent.chainId, sent.account);
    if (status.state !== 'pending') return status;
    await sleep(POLL_MS);
  }
  return null;
}
