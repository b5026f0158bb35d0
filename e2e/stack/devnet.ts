/** The devnet as the stack sees it: started through @fin/devnet's programmatic API. */
import type { Devnet } from '@fin/devnet';
import { startDevnet } from '@fin/devnet';

export type { Devnet };

export async function startStackDevnet(
  basePort: number,
  attestationPort: number,
  log?: (s: string) => void,
): Promise<Devnet> {
  return startDevnet({ basePort, attestationPort, seed: true, ...(log ? { log } : {}) });
}

/** The browser's runtime config for the devnet profile, built from the devnet's manifest. */
export function devnetRuntimeConfig(devnet: Devnet, apiBaseUrl = ''): Record<string, unknown> {
  const m = devnet.manifest;
  return {
    profile: 'devnet',
    apiBaseUrl,
    chains: m.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    attestationUrl: m.attestationUrl,
    demoWallet: { address: m.demoAccount.address, privateKey: m.demoAccount.privateKey },
  };
}

/** Environment the API needs to reach this devnet. */
export function devnetApiEnv(devnet: Devnet, manifestFile: string): Record<string, string> {
  const env: Record<string, string> = {
    PROFILE: 'devnet',
    FIN_DEVNET_MANIFEST: manifestFile,
    ATTESTATION_URL: devnet.manifest.attestationUrl,
    // Alerts are evaluated every 5 s on the devnet (60 s by default), so a rule set in the page shows at once.
    ALERTS_EVERY_SECONDS: '5',
    // Each wallet's agent looks every 2 s on the devnet (10 s by default), so what it does shows within seconds.
    AGENT_ROUND_SECONDS: '2',
  };
  for (const c of devnet.manifest.chains) env[`RPC_URL_${c.chainId}`] = c.rpcUrl;
  return env;
}
