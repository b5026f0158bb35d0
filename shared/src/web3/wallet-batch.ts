// EIP-5792 batches from the connected wallet: approve + action as one prompt when the wallet reports atomic
// batching for the chain (`wallet_getCapabilities`), sent with `wallet_sendCalls` and followed with
// `wallet_getCallsStatus` (viem's wallet actions, viem 2.57). A wallet without the capability gets null, and the
// caller sends the calls one by one as before. `walletTxBatch` is the same for the transaction runner (deposits,
// the optimizer's steps: tx-runner-batch.ts follows the batch there).

import { finChainId } from '@fin/shared/web3/wagmi-config';
import {
  type Abi,
  type Address,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type Hash,
  type Hex,
} from 'viem';
import type { Config } from 'wagmi';
import { chainReader } from './page-wallet';
import { writeStep } from './tx-plan';
import { BATCH_TIMEOUT_TEXT, settledBatch, type TxBatchStatus, type TxWalletBatch } from './tx-runner-batch';
import { chainClientFrom, type TxChainClient } from './tx-runner-deps';
import { simulatedTogether } from './tx-runner-simulate';

/** One call of a batch; the label and ABI name it in an error ('Burn USDC would fail: …'). */
export type BatchCall = { to: Address; data: Hex; label: string; abi?: Abi };
/** Sends the calls as one atomic batch and resolves with each call's hash, or null when the wallet cannot batch. */
export type BatchSender = (chainId: number, calls: readonly BatchCall[]) => Promise<Hash[] | null>;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

async function walletClientOn(config: Config, chainId: number, account: Address) {
  const { current, connections } = config.state;
  const connection = current ? connections.get(current) : undefined;
  if (!connection) throw new Error('Connect a wallet first');
  const chain = config.chains.find((c) => c.id === chainId);
  if (!chain) throw new Error(`No RPC configured for chain ${chainId}`);
  const provider = (await connection.connector.getProvider({ chainId })) as EIP1193Provider;
  return createWalletClient({ account, chain, transport: custom(provider) });
}

/** Whether the wallet says it batches atomically on the chain; a wallet that cannot answer does not. */
async function canBatch(
  wallet: Awaited<ReturnType<typeof walletClientOn>>,
  chainId: number,
): Promise<boolean> {
  try {
    const caps = await wallet.getCapabilities({ chainId });
    const status = (caps as { atomic?: { status?: string } }).atomic?.status;
    return status === 'supported' || status === 'ready';
  } catch {
    return false;
  }
}

/** The page wallet's EIP-5792 methods for the transaction runner. */
export function walletTxBatch(config: Config): TxWalletBatch {
  return {
    atomic: async (chainId, account) => {
      try {
        return await canBatch(await walletClientOn(config, chainId, account), chainId);
      } catch {
        return false; // no wallet to ask: the plan's own steps say what is missing
      }
    },
    send: async ({ chainId, account, calls }) => {
      const wallet = await walletClientOn(config, chainId, account);
      const { id } = await wallet.sendCalls({
        account,
        chain: wallet.chain,
        calls: calls.map((c) => ({ to: c.to, data: c.data, ...(c.value ? { value: c.value } : {}) })),
        forceAtomic: true,
      });
      return id;
    },
    status: async (id, chainId, account): Promise<TxBatchStatus> => {
      const wallet = await walletClientOn(config, chainId, account);
      const status = await wallet.getCallsStatus({ id });
      return {
        state: status.status === 'success' || status.status === 'failure' ? status.status : 'pending',
        receipts: (status.receipts ?? []).map((r) => ({ hash: r.transactionHash, status: r.status })),
      };
    },
  };
}

/** Approve + burn for the CCTP steps (cctp-steps.ts): hashes of the calls in order, or null without batching. */
export function walletBatchSender(
  config: Config,
  account: Address,
  switchChain: (chainId: number) => Promise<void>,
): BatchSender {
  return batchSender({
    batch: walletTxBatch(config),
    client: (chainId) => chainClientFrom(chainReader(config, chainId)),
    account,
    switchChain,
    sleep,
  });
}

/**
 * The batch sender over its parts. Like the runner's batches, the calls are simulated together first (the runner's
 * `simulatedTogether`): a call that would fail stops the batch before the wallet is asked, and a chain that cannot
 * simulate the sequence gets null, so the caller goes step by step (each step estimated before its prompt).
 */
export function batchSender(parts: {
  batch: TxWalletBatch;
  client: (chainId: number) => Pick<TxChainClient, 'simulateSequence'>;
  account: Address;
  switchChain: (chainId: number) => Promise<void>;
  sleep: (ms: number) => Promise<void>;
}): BatchSender {
  const { batch, account } = parts;
  return async (chainId, calls) => {
    if (!(await batch.atomic(chainId, account))) return null;
    const steps = calls.map((c, i) =>
      writeStep({
        chainId: finChainId(chainId),
        id: `batch-${i}`,
        label: c.label,
        call: { to: c.to, data: c.data },
        ...(c.abi ? { abi: c.abi } : {}),
      }),
    );
    if (!(await simulatedTogether(parts.client(chainId), account, steps))) return null;
    await parts.switchChain(chainId);
    const id = await batch.send({ chainId, account, calls: calls.map((c) => ({ to: c.to, data: c.data })) });
    const status = await settledBatch(batch, { id, chainId, account }, parts.sleep);
    if (!status) throw new Error(BATCH_TIMEOUT_TEXT);
    if (status.state === 'failure' || status.receipts.some((r) => r.status !== 'success'))
      throw new Error('The batch failed; nothing in it was applied');
    return status.receipts.map((r) => r.hash);
  };
}
