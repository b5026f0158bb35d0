// The devnet's Circle Forwarding Service relayer: for every attested burn that asked to be forwarded, it submits
// receiveMessage on the destination from its own account (so the user needs no destination gas and no network
// switch), and records the mint's hash and outcome for Iris's `forwardState` / `forwardTxHash`. The forwarding fee
// was already written into the message's feeExecuted: TokenMessengerV2 mints amount − fee to the recipient.
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { createWalletClient, type Hex, http, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { messageTransmitterV2Abi } from '../abis';
import type { AttestationStore, MessageRecord } from './store';

export type ForwarderChain = { domain: number; rpcUrl: string; client: () => PublicClient | undefined };

export class Forwarder {
  private readonly account;
  /** One mint at a time per destination, so the relayer's nonces never collide. */
  private readonly queues = new Map<number, Promise<void>>();
  private readonly taken = new Set<MessageRecord>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly store: AttestationStore,
    private readonly chains: (domain: number) => ForwarderChain | undefined,
    relayerKey: Hex,
    private readonly log: (s: string) => void = () => {},
  ) {
    this.account = privateKeyToAccount(relayerKey);
  }

  get address() {
    return this.account.address;
  }

  start() {
    this.stopped = false;
    const tick = () => {
      this.pickUp();
      if (!this.stopped) this.timer = setTimeout(tick, this.store.config.pollIntervalMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private pickUp() {
    for (const r of this.store.dueForwards()) {
      if (this.taken.has(r)) continue;
      this.taken.add(r);
      const previous = this.queues.get(r.destinationDomain) ?? Promise.resolve();
      const next = previous.then(() => this.forward(r)).finally(() => this.taken.delete(r));
      this.queues.set(r.destinationDomain, next);
    }
  }

  private async forward(r: MessageRecord): Promise<void> {
    const fail = (errorCode: string) => {
      r.forward = { state: 'FAILED', errorCode };
      this.log(`forwarder: ${r.transactionHash} not forwarded (${errorCode})`);
    };
    if (this.store.forwarderFails(r)) return fail('FORWARDER_FAILED');
    const chain = this.chains(r.destinationDomain);
    const client = chain?.client();
    if (!chain || !client) return fail('DESTINATION_UNAVAILABLE');
    // A burn no longer on its chain (reorged out; on the devnet, a snapshot reverted by a test) is never forwarded,
    // so a forward left pending by one test cannot mint into the next.
    const burn = await this.chains(r.sourceDomain)
      ?.client()
      ?.getTransactionReceipt({ hash: r.transactionHash })
      .catch(() => undefined);
    if (!burn) return fail('BURN_NOT_FOUND');
    try {
      const { message, attestation } = await this.store.attestedMessage(r);
      const wallet = createWalletClient({ account: this.account, transport: http(chain.rpcUrl) });
      // Simulated first, as Circle's relayer would: a message already received (the user minted it by hand) or
      // an expired one reverts here and is reported, not sent.
      const { request } = await client.simulateContract({
        account: this.account,
        address: CCTP_V2.messageTransmitter,
        abi: messageTransmitterV2Abi,
        functionName: 'receiveMessage',
        args: [message, attestation],
      });
      const txHash = await wallet.writeContract({ ...request, chain: null });
      r.forward = { state: 'SENT', txHash };
      const receipt = await client.waitForTransactionReceipt({ hash: txHash });
      r.forward =
        receipt.status === 'success'
          ? { state: 'CONFIRMED', txHash }
          : { state: 'FAILED', txHash, errorCode: 'MINT_REVERTED' };
    } catch (error) {
      this.log(`forwarder: mint of ${r.transactionHash} failed: ${(error as Error).message.split('\n')[0]}`);
      fail('MINT_FAILED');
    }
  }
}
