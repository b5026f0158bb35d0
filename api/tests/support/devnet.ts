// Starts a real devnet (six anvils, Fin's contracts at the registry addresses, deterministic seed) on free ports
// and writes its manifest where the API under test reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Devnet, findFreePortRange, startDevnet, writeManifest } from '@fin/devnet';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';

export type TestDevnet = { devnet: Devnet; manifestPath: string; stop: () => Promise<void> };

export async function startTestDevnet(): Promise<TestDevnet> {
  const base = await findFreePortRange(8);
  const devnet = await startDevnet({ basePort: base, attestationPort: base + 7 });
  const dir = mkdtempSync(join(tmpdir(), 'fin-api-devnet-'));
  const manifestPath = writeManifest(devnet.manifest, join(dir, 'manifest.json'));
  return {
    devnet,
    manifestPath,
    stop: async () => {
      await devnet.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function rpc(url: string, method: string, params: unknown[]): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
}

/** Moves every chain's clock forward and mines a block there, so interest really accrues for that long. */
export async function moveTimeForward(net: TestDevnet, seconds: number): Promise<void> {
  await Promise.all(
    PORTFOLIO_CHAIN_IDS.map(async (chainId) => {
      const url = net.devnet.chain(chainId).rpcUrl;
      await rpc(url, 'evm_increaseTime', [seconds]);
      await rpc(url, 'evm_mine', []);
    }),
  );
}
