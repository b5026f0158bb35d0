// Starts the devnet's Circle-compatible attestation service on loopback.
import type { AddressInfo } from 'node:net';
import type { Hex } from 'viem';
import type { AttestationConfig, FaultSpec } from './config';
import { Forwarder } from './forwarder';
import { createAttestationServer } from './server';
import { AttestationStore } from './store';
import { MessageWatcher, type WatchedChain } from './watcher';

export type AttestationService = {
  /** Iris-compatible base URL, e.g. http://127.0.0.1:8560 */
  url: string;
  controlUrl: string;
  store: AttestationStore;
  addFault(fault: FaultSpec): void;
  clearFaults(): void;
  setConfig(patch: Partial<AttestationConfig>): void;
  /** The Forwarding Service's relayer account (it mints forwarded transfers and pays their gas). */
  forwarder: Hex;
  /** A chain restarted from genesis: reindex it. */
  resetChain(chainId: number): void;
  stop(): Promise<void>;
};

export async function startAttestationService(opts: {
  port: number;
  chains: WatchedChain[];
  attesterKeys: readonly Hex[];
  /** Key of the Forwarding Service's relayer; it needs gas on every chain. */
  forwarderKey: Hex;
  config?: Partial<AttestationConfig>;
  log?: (s: string) => void;
}): Promise<AttestationService> {
  let watcher: MessageWatcher | undefined;
  const store = new AttestationStore(
    {
      attesterKeys: opts.attesterKeys,
      destinationBlockNumber: async (domain) => {
        const client = watcher?.clientForDomain(domain);
        if (!client) throw new Error(`no chain for CCTP domain ${domain}`);
        return client.getBlockNumber({ cacheTime: 0 });
      },
    },
    opts.config,
  );
  watcher = new MessageWatcher(store, opts.chains, opts.log);
  const w0 = watcher;
  const forwarder = new Forwarder(
    store,
    (domain) => {
      const chain = opts.chains.find((c) => c.domain === domain);
      return chain && { domain, rpcUrl: chain.rpcUrl, client: () => w0.clientForDomain(domain) };
    },
    opts.forwarderKey,
    opts.log,
  );
  const server = createAttestationServer(store, watcher);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  watcher.start();
  forwarder.start();
  const url = `http://127.0.0.1:${port}`;
  opts.log?.(`attestation service (Iris v2) listening on ${url}`);
  const w = watcher;
  return {
    url,
    controlUrl: `${url}/control`,
    store,
    forwarder: forwarder.address,
    addFault: (fault) => void store.addFault(fault),
    clearFaults: () => store.clearFaults(),
    setConfig: (patch) => {
      store.config = { ...store.config, ...patch };
    },
    resetChain: (chainId) => w.resetChain(chainId),
    stop: async () => {
      w.stop();
      forwarder.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
