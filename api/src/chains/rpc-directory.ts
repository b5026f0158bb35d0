// Where each chain's JSON-RPC endpoint is. Order: RPC_URL_<chainId> → the devnet manifest (devnet profile) → the
// registry's public RPC (mainnet profile). The manifest is re-read when the file changes, so an API started
// before the devnet, or a devnet restarted on other ports, is picked up without a restart.
import { readFileSync, statSync } from 'node:fs';
import { getChain } from '@fin/shared/domain/chains/chains';
import { z } from 'zod';
import type { Profile } from '../config';

const manifestSchema = z.object({
  chains: z.array(z.object({ chainId: z.number().int(), name: z.string().optional(), rpcUrl: z.string() })),
  attestationUrl: z.string().optional(),
  controlUrl: z.string().optional(),
  agentAccount: z.object({ address: z.string(), privateKey: z.string() }).optional(),
  agentMasterSecret: z.string().optional(),
  x402: z
    .object({
      treasury: z.string(),
      facilitator: z.object({ address: z.string(), privateKey: z.string() }),
    })
    .optional(),
});
export type DevnetManifest = z.infer<typeof manifestSchema>;

export type RpcDirectoryOptions = {
  profile: Profile;
  manifestPath: string;
  overrides: Partial<Record<number, string>>;
  attestationUrl?: string | undefined;
};

export class RpcDirectory {
  #manifest: DevnetManifest | undefined;
  #mtimeMs = -1;
  #checkedAt = 0;

  constructor(private readonly opts: RpcDirectoryOptions) {}

  rpcUrl(chainId: number): string | undefined {
    const override = this.opts.overrides[chainId];
    if (override) return override;
    if (this.opts.profile === 'devnet')
      return this.#readManifest()?.chains.find((c) => c.chainId === chainId)?.rpcUrl;
    return getChain(chainId)?.rpcUrl;
  }

  attestationUrl(): string | undefined {
    if (this.opts.attestationUrl) return this.opts.attestationUrl;
    return this.opts.profile === 'devnet' ? this.#readManifest()?.attestationUrl : undefined;
  }

  /** The devnet's x402 accounts (agents' master secret, treasury, facilitator); undefined outside the devnet profile. */
  devnetX402(): Pick<DevnetManifest, 'agentMasterSecret' | 'x402'> | undefined {
    if (this.opts.profile !== 'devnet') return undefined;
    const m = this.#readManifest();
    return m ? { agentMasterSecret: m.agentMasterSecret, x402: m.x402 } : undefined;
  }

  /** Why a chain has no URL, for error messages. */
  missingReason(): string {
    return this.opts.profile === 'devnet'
      ? `no RPC URL: the devnet manifest ${this.opts.manifestPath} is missing or lists no such chain (start the devnet or set RPC_URL_<chainId>)`
      : 'no RPC URL configured (set RPC_URL_<chainId>)';
  }

  #readManifest(): DevnetManifest | undefined {
    const now = Date.now();
    if (now - this.#checkedAt < 1000) return this.#manifest;
    this.#checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.opts.manifestPath);
      if (mtimeMs !== this.#mtimeMs) {
        this.#manifest = manifestSchema.parse(JSON.parse(readFileSync(this.opts.manifestPath, 'utf8')));
        this.#mtimeMs = mtimeMs;
      }
    } catch {
      this.#manifest = undefined;
      this.#mtimeMs = -1;
    }
    return this.#manifest;
  }
}
