// Starts a real devnet (six anvils, Fin's contracts at the registry addresses, deterministic seed) on free ports
// and writes its manifest where the API under test reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Devnet, findFreePortRange, startDevnet, writeManifest } from '@fin/devnet';

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
