// startDevnet: six anvil chains with Fin's contracts at their mainnet addresses, seeded, plus the attestation
// service. The root start command, the CLI and every test suite go through this.
import { CHAINS, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import {
  AGENT_ACCOUNT,
  AGENT_MASTER_SECRET,
  ATTESTERS,
  DEMO_ACCOUNT,
  DEPLOYER,
  FACILITATOR_ACCOUNT,
  FORWARDER_ACCOUNT,
  TREASURY_ACCOUNT,
} from './accounts';
import { type AnvilNode, startAnvil } from './anvil';
import type { AttestationConfig } from './attestation/config';
import { type AttestationService, startAttestationService } from './attestation/service';
import { createChainContext } from './chain-context';
import { createDevnetClient, type DevnetClient } from './client';
import type { DevnetChain, DevnetManifest } from './manifest';
import { assertPortsFree, findFreePortRange } from './ports';
import { genesisTimestampFor, setupChain } from './setup-chain';

export type ClockOptions = {
  /** Mine a block on every chain this often (default 5000 ms); chain time follows the wall clock. */
  intervalMs?: number;
  /** Chain seconds per wall-clock second (default 1); above 1 interest accrues visibly faster. */
  speed?: number;
};

export type DevnetOptions = {
  /** First RPC port; chains use basePort..basePort+5 in the order 1, 8453, 42161, 43114, 10, 137. */
  basePort?: number;
  attestationPort?: number;
  /** Seed balances and positions (default true). */
  seed?: boolean;
  clock?: boolean | ClockOptions;
  attestation?: Partial<AttestationConfig>;
  /** On-chain CCTP minFee (1/1000 bp units) of every TokenMessengerV2 (default 0, like Iris's standard fee). */
  cctpMinFee?: bigint;
  log?: (s: string) => void;
};

export type Devnet = DevnetClient & {
  attestation: AttestationService;
  stop(): Promise<void>;
  stopChain(chainId: number): Promise<void>;
  /** Starts the chain again from genesis, redeploys and reseeds it (same balances as at start). */
  restartChain(chainId: number): Promise<void>;
};

export const DEFAULT_BASE_PORT = 8545;
export const DEFAULT_ATTESTATION_PORT = 8560;

export function devnetChains(basePort = DEFAULT_BASE_PORT): DevnetChain[] {
  return PORTFOLIO_CHAIN_IDS.map((id, i) => {
    const c = CHAINS.find((x) => x.id === id)!;
    return { chainId: id, name: c.name, domain: c.cctpDomain, rpcUrl: `http://127.0.0.1:${basePort + i}` };
  });
}

export async function startDevnet(opts: DevnetOptions = {}): Promise<Devnet> {
  const log = opts.log ?? (() => {});
  const basePort = opts.basePort ?? DEFAULT_BASE_PORT;
  const attestationPort = opts.attestationPort ?? DEFAULT_ATTESTATION_PORT;
  const seed = opts.seed ?? true;
  const chains = devnetChains(basePort);
  await assertPortsFree([...chains.map((_, i) => basePort + i), attestationPort]);

  const nodes = new Map<number, AnvilNode>();
  /** Chains deployed and seeded; the clock leaves the others alone so their seed stays deterministic. */
  const ready = new Set<number>();
  let attestation: AttestationService | undefined;
  let clock: NodeJS.Timeout | undefined;

  const bootChain = async (chain: DevnetChain) => {
    const genesisTimestamp = genesisTimestampFor(Math.floor(Date.now() / 1000));
    const port = Number(new URL(chain.rpcUrl).port);
    const node = await startAnvil({ chainId: chain.chainId, port, genesisTimestamp, log });
    nodes.set(chain.chainId, node);
    const started = performance.now();
    await setupChain(createChainContext(chain), { seed, genesisTimestamp, cctpMinFee: opts.cctpMinFee });
    ready.add(chain.chainId);
    log(
      `${chain.name}: contracts ${seed ? 'deployed and seeded' : 'deployed'} in ${Math.round(performance.now() - started)} ms`,
    );
  };

  const stop = async () => {
    if (clock) clearInterval(clock);
    clock = undefined;
    await attestation?.stop();
    await Promise.all([...nodes.values()].map((n) => n.stop()));
    nodes.clear();
  };

  try {
    // The service binds its port first (it only reads the chains once they answer), so a port that looked free
    // cannot be taken by someone else while the chains are being seeded.
    attestation = await startAttestationService({
      port: attestationPort,
      chains: chains.map((c) => ({ chainId: c.chainId, domain: c.domain, rpcUrl: c.rpcUrl })),
      attesterKeys: ATTESTERS.map((a) => a.privateKey),
      forwarderKey: FORWARDER_ACCOUNT.privateKey,
      config: opts.attestation,
      log,
    });
    await Promise.all(chains.map(bootChain));
  } catch (err) {
    await stop();
    throw err;
  }

  const manifest: DevnetManifest = {
    chains,
    attestationUrl: attestation.url,
    controlUrl: attestation.controlUrl,
    demoAccount: { address: DEMO_ACCOUNT.address, privateKey: DEMO_ACCOUNT.privateKey },
    attester: ATTESTERS[0]!.address,
    attesters: ATTESTERS.map((a) => a.address),
    deployer: DEPLOYER.address,
    agentAccount: { address: AGENT_ACCOUNT.address, privateKey: AGENT_ACCOUNT.privateKey },
    agentMasterSecret: AGENT_MASTER_SECRET,
    x402: {
      treasury: TREASURY_ACCOUNT.address,
      facilitator: { address: FACILITATOR_ACCOUNT.address, privateKey: FACILITATOR_ACCOUNT.privateKey },
    },
    startedAt: new Date().toISOString(),
  };
  const client = createDevnetClient(manifest);

  if (opts.clock) {
    const { intervalMs = 5_000, speed = 1 } = opts.clock === true ? {} : opts.clock;
    const extraSeconds = Math.round(((speed - 1) * intervalMs) / 1000);
    clock = setInterval(() => {
      for (const chainId of ready) {
        const tick =
          extraSeconds > 0 ? client.increaseTime(extraSeconds, { chainId }) : client.mine({ chainId });
        tick.catch(() => {});
      }
    }, intervalMs);
    clock.unref();
  }

  const service = attestation;
  return {
    ...client,
    attestation: service,
    stop,
    async stopChain(chainId) {
      client.chain(chainId);
      ready.delete(chainId);
      await nodes.get(chainId)?.stop();
      nodes.delete(chainId);
    },
    async restartChain(chainId) {
      const chain = client.chain(chainId);
      ready.delete(chainId);
      await nodes.get(chainId)?.stop();
      nodes.delete(chainId);
      await bootChain(chain);
      service.resetChain(chainId);
    },
  };
}

/**
 * startDevnet on a random free port block (7 ports), for test suites that must not collide with a devnet on the
 * default ports. Another process may grab a port between the check and the bind on a shared machine: such a
 * conflict is retried on a new block (up to 3 tries); any other failure is thrown at once.
 */
export async function startDevnetOnFreePorts(opts: Omit<DevnetOptions, 'basePort' | 'attestationPort'> = {}) {
  for (let attempt = 1; ; attempt++) {
    const basePort = await findFreePortRange(7);
    try {
      return await startDevnet({ ...opts, basePort, attestationPort: basePort + 6 });
    } catch (err) {
      if (attempt >= 3 || !/already in use|EADDRINUSE|did not start/.test(String(err))) throw err;
    }
  }
}
