// Indexes MessageSent logs of every chain's MessageTransmitterV2, by polling new blocks and, when a client asks
// for a transaction not seen yet, by reading that transaction's receipt directly.
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import {
  createPublicClient,
  decodeEventLog,
  type Hex,
  http,
  type Log,
  type PublicClient,
  parseAbiItem,
} from 'viem';
import { tokenMessengerV2Abi } from '../abis';
import { parseMessage } from './message';
import type { AttestationStore } from './store';

export type WatchedChain = { chainId: number; domain: number; rpcUrl: string };

const MESSAGE_SENT = parseAbiItem('event MessageSent(bytes message)');

type ChainState = { chain: WatchedChain; client: PublicClient; cursor: bigint | undefined };

export class MessageWatcher {
  private readonly chains = new Map<number, ChainState>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private stopped = false;

  constructor(
    private readonly store: AttestationStore,
    chains: WatchedChain[],
    private readonly log: (s: string) => void = () => {},
  ) {
    for (const chain of chains) this.chains.set(chain.domain, this.stateFor(chain));
  }

  private stateFor(chain: WatchedChain): ChainState {
    const client = createPublicClient({
      transport: http(chain.rpcUrl, { retryCount: 0 }),
      cacheTime: 0,
    }) as PublicClient;
    return { chain, client, cursor: undefined };
  }

  clientForDomain(domain: number): PublicClient | undefined {
    return this.chains.get(domain)?.client;
  }

  start() {
    this.stopped = false;
    const tick = async () => {
      await this.pollAll();
      // A poll in flight when stop() ran must not schedule another one.
      if (!this.stopped) this.timer = setTimeout(tick, this.store.config.pollIntervalMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A chain restarted from genesis: index it from block 0 again and drop what it had. */
  resetChain(chainId: number) {
    for (const state of this.chains.values()) {
      if (state.chain.chainId !== chainId) continue;
      state.cursor = undefined;
      this.store.forgetDomain(state.chain.domain);
    }
  }

  private async pollAll() {
    if (this.polling) return;
    this.polling = true;
    try {
      await Promise.all([...this.chains.values()].map((s) => this.poll(s).catch(() => {})));
    } finally {
      this.polling = false;
    }
  }

  private async poll(state: ChainState) {
    const latest = await state.client.getBlockNumber({ cacheTime: 0 });
    const from = state.cursor === undefined ? 0n : state.cursor + 1n;
    if (state.cursor !== undefined && latest < state.cursor) {
      this.log(`attestation: chain ${state.chain.chainId} went back to block ${latest}; reindexing`);
      this.resetChain(state.chain.chainId);
      return;
    }
    if (from > latest) return;
    const logs = await state.client.getLogs({
      address: CCTP_V2.messageTransmitter,
      event: MESSAGE_SENT,
      fromBlock: from,
      toBlock: latest,
    });
    for (const log of logs) await this.indexLog(state, log);
    state.cursor = latest;
  }

  private async indexLog(state: ChainState, log: Log<bigint, number, false, typeof MESSAGE_SENT>) {
    if (!log.transactionHash || log.logIndex === null) return;
    const message = log.args.message;
    if (!message) return;
    const onchainMinFee = await this.onchainMinFee(state, message, log.blockNumber ?? undefined);
    this.store.index({
      sourceDomain: state.chain.domain,
      transactionHash: log.transactionHash,
      logIndex: log.logIndex,
      message,
      onchainMinFee,
    });
  }

  private async onchainMinFee(
    state: ChainState,
    message: Hex,
    blockNumber: bigint | undefined,
  ): Promise<bigint> {
    const { amount } = parseMessage(message).burn;
    return state.client.readContract({
      address: CCTP_V2.tokenMessenger,
      abi: tokenMessengerV2Abi,
      functionName: 'getMinFeeAmount',
      args: [amount],
      blockNumber,
    });
  }

  /** Looks the transaction up on its source chain right away (Iris would 404 until its indexer catches up). */
  async indexTransaction(domain: number, transactionHash: Hex): Promise<void> {
    const state = this.chains.get(domain);
    if (!state || this.store.has(domain, transactionHash)) return;
    const receipt = await state.client
      .getTransactionReceipt({ hash: transactionHash })
      .catch(() => undefined);
    if (!receipt) return;
    for (const log of receipt.logs) {
      if (log.address.toLowerCase() !== CCTP_V2.messageTransmitter.toLowerCase()) continue;
      try {
        const decoded = decodeEventLog({ abi: [MESSAGE_SENT], data: log.data, topics: log.topics });
        await this.indexLog(state, { ...log, args: decoded.args, eventName: 'MessageSent' } as never);
      } catch {
        // not a MessageSent log
      }
    }
  }
}
