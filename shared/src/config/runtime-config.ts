/**
 * Runtime config reaches the browser as `config.json`, fetched at start, so one build serves devnet and mainnet.
 */
import { z } from 'zod';

const chainRpcSchema = z.object({ chainId: z.number().int().positive(), rpcUrl: z.string().url() });

export const runtimeConfigSchema = z.object({
  // A config that forgets its profile is treated as mainnet: the safe side (no demo wallet with a known key, no
  // devnet shortcuts) is the one a mistake should land on.
  profile: z.enum(['devnet', 'mainnet']).default('mainnet'),
  /** Base of every `/api/*` call; '' means the page's own origin (the static server proxies /api). */
  apiBaseUrl: z.string().default(''),
  chains: z.array(chainRpcSchema).default([]),
  /** Circle Iris-compatible attestation API base URL. */
  attestationUrl: z.string().default(''),
  /** devnet only: lets the "Demo wallet (devnet)" connector sign with the devnet's demo account. */
  demoWallet: z.object({ address: z.string(), privateKey: z.string() }).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Parses config JSON; a mainnet config can never carry the demo wallet. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`Invalid runtime config: ${issues}`);
  }
  const config = parsed.data;
  if (config.profile === 'mainnet') delete config.demoWallet;
  return config;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // Cast: `cache` is a browser fetch option, absent from Node's fetch types (the API type-checks this file too).
  const res = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(5000) } as RequestInit);
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  return parseRuntimeConfig(await res.json());
}

let current: RuntimeConfig | undefined;

/** The page's runtime config; the shell (or a standalone page) sets it once before rendering. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/** The profile, or undefined before the config is set (component tests, the first render of a standalone page). */
export function runtimeProfile(): RuntimeConfig['profile'] | undefined {
  return current?.profile;
}

/** Joins the API base with a path such as `/api/portfolio/0x…`. */
export function apiUrl(path: string): string {
  const base = current?.apiBaseUrl ?? '';
  return `${base.replace(/\/$/, '')}${path}`;
}
