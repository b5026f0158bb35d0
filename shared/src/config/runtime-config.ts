/**
 * Runtime config reaches the browser as `config.json`, fetched at start, so one build serves devnet and mainnet.
 */
export type ChainRpc = { chainId: number; rpcUrl: string };

export type RuntimeConfig = {
  profile: 'devnet' | 'mainnet';
  /** Base of every `/api/*` call; '' means the page's own origin (the static server proxies /api). */
  apiBaseUrl: string;
  chains: ChainRpc[];
  /** Circle Iris-compatible attestation API base URL. */
  attestationUrl: string;
  /**
   * Coinbase Onramp's app id for 'Buy USDC with Coinbase' (from Coinbase's developer platform). Without it the
   * devnet uses the spec's placeholder and mainnet offers no buy button, saying why.
   */
  coinbaseAppId?: string;
  /** devnet only: lets the "Demo wallet (devnet)" connector sign with the devnet's demo account. */
  demoWallet?: { address: string; privateKey: string };
};

// Checked by hand, not with zod: the shell reads this file before its first render, and a visitor's first screen
// should not wait for a validation library that nothing else on it needs.
type Problems = string[];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown, path: string, problems: Problems, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value === 'string') return value;
  problems.push(`${path}: must be text`);
  return fallback;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function chainRpc(value: unknown, path: string, problems: Problems): ChainRpc | undefined {
  if (!isObject(value)) {
    problems.push(`${path}: must be an object with chainId and rpcUrl`);
    return undefined;
  }
  const { chainId, rpcUrl } = value;
  const before = problems.length;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0)
    problems.push(`${path}.chainId: must be a positive whole number`);
  if (!isUrl(rpcUrl)) problems.push(`${path}.rpcUrl: must be a URL`);
  return problems.length === before ? { chainId: chainId as number, rpcUrl: rpcUrl as string } : undefined;
}

/** Parses config JSON; a mainnet config can never carry the demo wallet. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const problems: Problems = [];
  const raw = isObject(json) ? json : {};
  if (!isObject(json)) problems.push('(root): must be an object');
  // A config that forgets its profile is treated as mainnet: the safe side (no demo wallet with a known key, no
  // devnet shortcuts) is the one a mistake should land on.
  let profile: RuntimeConfig['profile'] = 'mainnet';
  if (raw.profile === 'devnet' || raw.profile === 'mainnet') profile = raw.profile;
  else if (raw.profile !== undefined) problems.push(`profile: must be 'devnet' or 'mainnet'`);
  const chains: ChainRpc[] = [];
  if (Array.isArray(raw.chains)) {
    raw.chains.forEach((entry, i) => {
      const chain = chainRpc(entry, `chains.${i}`, problems);
      if (chain) chains.push(chain);
    });
  } else if (raw.chains !== undefined) problems.push('chains: must be a list');
  const config: RuntimeConfig = {
    profile,
    apiBaseUrl: text(raw.apiBaseUrl, 'apiBaseUrl', problems, ''),
    chains,
    attestationUrl: text(raw.attestationUrl, 'attestationUrl', problems, ''),
  };
  if (raw.coinbaseAppId !== undefined) {
    const id = text(raw.coinbaseAppId, 'coinbaseAppId', problems, '').trim();
    if (id) config.coinbaseAppId = id;
  }
  if (raw.demoWallet !== undefined) {
    const wallet = isObject(raw.demoWallet) ? raw.demoWallet : {};
    if (typeof wallet.address === 'string' && typeof wallet.privateKey === 'string')
      config.demoWallet = { address: wallet.address, privateKey: wallet.privateKey };
    else problems.push('demoWallet: must hold an address and a privateKey as text');
  }
  if (problems.length) throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
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

/** The page's runtime config, or undefined before it is set (component tests, a standalone page's first render). */
export function runtimeConfigIfLoaded(): RuntimeConfig | undefined {
  return current;
}

/** Joins the API base with a path such as `/api/portfolio/0x…`. */
export function apiUrl(path: string): string {
  const base = current?.apiBaseUrl ?? '';
  return `${base.replace(/\/$/, '')}${path}`;
}
