// Talks to a devnet over its URLs only: chain clients, snapshots, time travel and attestation faults. Used
// for a devnet started in-process (startDevnet) and for one already running elsewhere (connectDevnet).
import { createPublicClient, createTestClient, http, type PublicClient, type TestClient } from 'viem';
import type { ActiveFault, AttestationConfig, FaultSpec } from './attestation/config';
import { type DevnetChain, type DevnetManifest, type DevnetSnapshot, readManifest } from './manifest';

export type DevnetClient = {
  manifest: DevnetManifest;
  chain(chainId: number): DevnetChain;
  /** viem public client for a chain (cacheTime 0, as local chains need). */
  publicClient(chainId: number): PublicClient;
  testClient(chainId: number): TestClient<'anvil'>;
  /** Snapshots every chain; revert restores them (each snapshot can be reverted to once, as in anvil). */
  snapshot(): Promise<DevnetSnapshot>;
  revert(snapshot: DevnetSnapshot): Promise<void>;
  /** Mines blocks on one chain or all. */
  mine(opts?: { chainId?: number; blocks?: number }): Promise<void>;
  /** Moves chain time forward and mines a block so views see it, on one chain or all. */
  increaseTime(seconds: number, opts?: { chainId?: number }): Promise<void>;
  addFault(fault: FaultSpec): Promise<ActiveFault>;
  clearFaults(): Promise<void>;
  attestationConfig(): Promise<AttestationConfig>;
  setAttestationConfig(patch: Partial<AttestationConfig>): Promise<AttestationConfig>;
  /** Clears faults and restores the attestation service's starting settings. */
  resetAttestation(): Promise<void>;
};

async function control<T>(
  manifest: DevnetManifest,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${manifest.controlUrl}/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`attestation control ${method} ${path}: ${json.error ?? res.status}`);
  return json;
}

export function createDevnetClient(manifest: DevnetManifest): DevnetClient {
  const publicClients = new Map<number, PublicClient>();
  const testClients = new Map<number, TestClient<'anvil'>>();
  const chain = (chainId: number) => {
    const c = manifest.chains.find((x) => x.chainId === chainId);
    if (!c) throw new Error(`chain ${chainId} is not part of this devnet`);
    return c;
  };
  const testClient = (chainId: number) => {
    let client = testClients.get(chainId);
    if (!client) {
      client = createTestClient({ mode: 'anvil', transport: http(chain(chainId).rpcUrl), cacheTime: 0 });
      testClients.set(chainId, client);
    }
    return client;
  };
  const targets = (chainId?: number) =>
    chainId === undefined ? manifest.chains.map((c) => c.chainId) : [chainId];

  return {
    manifest,
    chain,
    publicClient(chainId) {
      let client = publicClients.get(chainId);
      if (!client) {
        client = createPublicClient({ transport: http(chain(chainId).rpcUrl), cacheTime: 0 }) as PublicClient;
        publicClients.set(chainId, client);
      }
      return client;
    },
    testClient,
    async snapshot() {
      const ids = await Promise.all(manifest.chains.map((c) => testClient(c.chainId).snapshot()));
      return { chains: Object.fromEntries(manifest.chains.map((c, i) => [c.chainId, ids[i]!])) };
    },
    async revert(snapshot) {
      await Promise.all(
        Object.entries(snapshot.chains).map(([chainId, id]) => testClient(Number(chainId)).revert({ id })),
      );
    },
    async mine(opts = {}) {
      await Promise.all(targets(opts.chainId).map((id) => testClient(id).mine({ blocks: opts.blocks ?? 1 })));
    },
    async increaseTime(seconds, opts = {}) {
      await Promise.all(
        targets(opts.chainId).map(async (id) => {
          await testClient(id).increaseTime({ seconds });
          await testClient(id).mine({ blocks: 1 });
        }),
      );
    },
    addFault: (fault) => control<ActiveFault>(manifest, 'POST', 'faults', fault),
    clearFaults: async () => {
      await control(manifest, 'DELETE', 'faults');
    },
    attestationConfig: () => control<AttestationConfig>(manifest, 'GET', 'config'),
    setAttestationConfig: (patch) => control<AttestationConfig>(manifest, 'POST', 'config', patch),
    resetAttestation: async () => {
      await control(manifest, 'POST', 'reset');
    },
  };
}

/** Connects to an already running devnet through its manifest file (see defaultManifestPath). */
export async function connectDevnet(manifestPath?: string): Promise<DevnetClient> {
  const manifest = readManifest(manifestPath);
  const client = createDevnetClient(manifest);
  await Promise.all(
    manifest.chains.map(async (c) => {
      const id = await client
        .publicClient(c.chainId)
        .getChainId()
        .catch(() => undefined);
      if (id !== c.chainId) throw new Error(`devnet chain ${c.name} at ${c.rpcUrl} is not answering`);
    }),
  );
  return client;
}
