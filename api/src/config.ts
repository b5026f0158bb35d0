// The API's whole configuration: one zod schema over process.env, parsed once at start. A bad value stops the
// process with a message naming the variable and what it should hold.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { z } from 'zod';

const API_DIR = resolve(import.meta.dirname, '..');
const REPO_DIR = resolve(API_DIR, '..');

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006, 3100].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * Blocks of events the earnings read per chain. Mainnet: 100,000 (about 14 days of Ethereum, 2 of Base). Devnet: 500,
 * so a chain moved on past it (anvil mines ~50 blocks a second here) shows the 'opened before' state a real
 * wallet meets on mainnet; the seeded positions and anything deposited since are within it.
 */
// The devnet mines a block every 5 s while `npm start` runs: 100,000 blocks keep its seeded positions counted for
// days (500 turned them 'opened before' after 40 minutes). The browser tests shorten it (e2e/fixtures/stack.ts).
const EARNINGS_LOOKBACK_DEFAULTS = { mainnet: 100_000, devnet: 100_000 } as const;

const intFrom = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    )
    .default(fallback);

const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as http://127.0.0.1:8545` });

const optionalUrl = (name: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), httpUrl(name).optional());

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR subnet, or one of Express's named ranges. */
function isProxySpec(spec: string): boolean {
  if (NAMED_RANGES.has(spec)) return true;
  const [ip, bits, extra] = spec.split('/');
  if (extra !== undefined || !ip || isIP(ip) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
}

const envSchema = z.object({
  PORT: intFrom('PORT', 0, 65_535, 4000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PROFILE: z
    .enum(['devnet', 'mainnet'], { error: "PROFILE must be 'devnet' or 'mainnet'" })
    .default('devnet'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : DEFAULT_CORS_ORIGINS,
    )
    .pipe(
      z.array(
        z.url({
          error: 'CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:3000',
        }),
      ),
    ),
  DATA_DIR: z.string().trim().min(1).default(resolve(API_DIR, '.data')),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  FIN_DEVNET_MANIFEST: z.string().trim().min(1).default(resolve(REPO_DIR, 'devnet/.data/manifest.json')),
  DEFILLAMA_BASE_URL: optionalUrl('DEFILLAMA_BASE_URL'),
  MORPHO_API_URL: optionalUrl('MORPHO_API_URL'),
  ATTESTATION_URL: optionalUrl('ATTESTATION_URL'),
  YIELDS_TTL_SECONDS: intFrom('YIELDS_TTL_SECONDS', 1, 86_400, 60),
  MORPHO_VAULTS_TTL_SECONDS: intFrom('MORPHO_VAULTS_TTL_SECONDS', 1, 86_400, 120),
  RPC_TIMEOUT_MS: intFrom('RPC_TIMEOUT_MS', 100, 120_000, 8000),
  SOURCE_TIMEOUT_MS: intFrom('SOURCE_TIMEOUT_MS', 100, 120_000, 10_000),
  RATE_LIMIT_PER_MINUTE: intFrom('RATE_LIMIT_PER_MINUTE', 1, 100_000_000, 600),
  BODY_LIMIT_KB: intFrom('BODY_LIMIT_KB', 1, 10_240, 100),
  SHUTDOWN_TIMEOUT_MS: intFrom('SHUTDOWN_TIMEOUT_MS', 100, 120_000, 10_000),
  DRAIN_DELAY_MS: intFrom('DRAIN_DELAY_MS', 0, 120_000, 0),
  INSTANCE_NAME: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        error: 'INSTANCE_NAME must be up to 64 letters, digits, dots, dashes',
      })
      .optional(),
  ),
  // Which peers may say who the client is (X-Forwarded-For). 'loopback' fits the stack, where Fin's own static
  // servers on this machine proxy /api; 'true' would let any client pick its own address and dodge rate limits.
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => v === 'true' || v === 'false' || v.split(',').every((p) => isProxySpec(p.trim())), {
      error:
        "TRUST_PROXY must be false, true, or the proxies' addresses or subnets, comma-separated ('loopback' allowed)",
    })
    .default('loopback'),
  AUTH_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'AUTH_SECRET must be at least 32 characters' }).optional(),
  ),
  AUTH_DOMAINS: z.string().optional(),
  NOTIFICATIONS_RETENTION_DAYS: intFrom('NOTIFICATIONS_RETENTION_DAYS', 1, 3650, 90),
  CHAIN_BREAKER_COOLDOWN_MS: intFrom('CHAIN_BREAKER_COOLDOWN_MS', 0, 3_600_000, 30_000),
  YIELDS_REFRESH_MIN_INTERVAL_SECONDS: intFrom('YIELDS_REFRESH_MIN_INTERVAL_SECONDS', 0, 86_400, 15),
  SNAPSHOT_INTERVAL_SECONDS: intFrom('SNAPSHOT_INTERVAL_SECONDS', 0, 86_400, 300),
  // 0 (unset): the profile's default, EARNINGS_LOOKBACK_DEFAULTS.
  EARNINGS_LOOKBACK_BLOCKS: intFrom('EARNINGS_LOOKBACK_BLOCKS', 1, 10_000_000, 0),
  EARNINGS_CHUNK_BLOCKS: intFrom('EARNINGS_CHUNK_BLOCKS', 1, 1_000_000, 10_000),
  EARNINGS_TTL_SECONDS: intFrom('EARNINGS_TTL_SECONDS', 0, 86_400, 60),
  X402_PAY_TO: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, { error: "X402_PAY_TO must be the treasury's 0x address" })
      .optional(),
  ),
  X402_FACILITATOR_URL: optionalUrl('X402_FACILITATOR_URL'),
  AGENT_SIMULATION: z
    .enum(['true', 'false'], { error: 'AGENT_SIMULATION must be true or false' })
    .default('false'),
  AGENT_MASTER_SECRET: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || undefined : v),
    z
      .string()
      .refine((v) => /^[a-z]+( [a-z]+){11}$|^[a-z]+( [a-z]+){23}$/.test(v), {
        error: 'AGENT_MASTER_SECRET must be a BIP-39 phrase of 12 or 24 lower-case words',
      })
      .optional(),
  ),
  AGENT_BUDGET_USDC: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, { error: 'AGENT_BUDGET_USDC must be a USDC amount such as 0.001' })
    .default('0.001'),
  AGENT_BUDGET_CAP_USDC: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, { error: 'AGENT_BUDGET_CAP_USDC must be a USDC amount such as 0.01' })
    .default('0.01'),
  AGENT_MAX_PAYMENT_USDC: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, { error: 'AGENT_MAX_PAYMENT_USDC must be a USDC amount such as 0.001' })
    .default('0.001'),
  X402_SETTLEMENT_TIMEOUT_MS: intFrom('X402_SETTLEMENT_TIMEOUT_MS', 100, 600_000, 15_000),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({
        protocol: /^smtps?$/,
        error: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com',
      })
      .optional(),
  ),
  ALERTS_EMAIL_FROM: z.string().trim().min(3).default('Fin alerts <alerts@fin.invalid>'),
  ALERTS_EVERY_SECONDS: intFrom('ALERTS_EVERY_SECONDS', 5, 86_400, 60),
  ALERT_RULES_PER_WALLET: intFrom('ALERT_RULES_PER_WALLET', 1, 1000, 20),
  ALERT_DELIVERIES_PER_HOUR: intFrom('ALERT_DELIVERIES_PER_HOUR', 0, 10_000, 30),
  ALERT_RETENTION_DAYS: intFrom('ALERT_RETENTION_DAYS', 1, 3650, 30),
  ALERT_WEBHOOK_CA_FILE: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

/** RPC_URL_<chainId> overrides, one per portfolio chain. */
const rpcOverridesSchema = z.object(
  Object.fromEntries(PORTFOLIO_CHAIN_IDS.map((id) => [`RPC_URL_${id}`, optionalUrl(`RPC_URL_${id}`)])),
);

export type Profile = 'devnet' | 'mainnet';

export type Config = {
  port: number;
  host: string;
  profile: Profile;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  devnetManifestPath: string;
  rpcUrlOverrides: Partial<Record<number, string>>;
  defillamaBaseUrl: string | undefined;
  morphoApiUrl: string | undefined;
  attestationUrl: string | undefined;
  yieldsTtlMs: number;
  morphoVaultsTtlMs: number;
  rpcTimeoutMs: number;
  sourceTimeoutMs: number;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long readiness reports false before the listener closes: a load balancer that polls
   * /api/ready needs one poll interval to stop sending. 0 for nginx, which learns from the refused connection.
   */
  drainDelayMs: number;
  /** Sent as X-Fin-Instance on every answer when set: which instance behind the balancer served a request. */
  instanceName: string | undefined;
  /** Express 'trust proxy': false, true, or the trusted proxies' addresses/subnets. */
  trustProxy: boolean | string[];
  /** Secret for wallet session tokens; a random one per process when unset. */
  authSecret: string | undefined;
  /** Hosts (with port) a wallet sign-in message may name; the CORS origins' hosts unless AUTH_DOMAINS is set. */
  authDomains: string[];
  notificationsRetentionDays: number;
  /** How long a chain that just timed out is skipped before a background probe tries it again (0 disables). */
  chainBreakerCooldownMs: number;
  /** A forced yields refresh (?refresh=true) at most this often; callers within it get the running or last one. */
  yieldsRefreshMinIntervalMs: number;
  /** At most one history snapshot per pool per this interval. */
  snapshotIntervalMs: number;
  /** Earnings per position: how many blocks back each chain's events are read, in chunks of how many blocks. */
  earnings: { lookbackBlocks: number; chunkBlocks: number; ttlMs: number };
  /** The agent never pays, even with a key (AGENT_SIMULATION=true): what a mainnet without an agent key states. */
  agentSimulation: boolean;
  /** Paid reports (x402) and the agent that buys them. Devnet fills the blanks from the devnet manifest. */
  x402: {
    payTo: string | undefined;
    facilitatorUrl: string | undefined;
    /** BIP-39 phrase each wallet's own agent account is derived from (HD, one index per wallet). */
    agentMasterSecret: string | undefined;
    /** A wallet's daily report budget until its user changes it. */
    agentBudgetUsdc: string;
    /** The most a user may set as their agent's daily budget. */
    agentBudgetCapUsdc: string;
    /** The most one payment the agent signs may be. */
    agentMaxPaymentUsdc: string;
    /** How long the facilitator waits for a settlement to be mined before it is left to reconciliation. */
    settlementTimeoutMs: number;
  };
  /** Alert rules, their evaluation round (once per cluster) and their deliveries. */
  alerts: {
    /** Email deliveries go through this server; none without it. */
    smtpUrl: string | undefined;
    emailFrom: string;
    everyMs: number;
    rulesPerWallet: number;
    deliveriesPerHour: number;
    retentionDays: number;
    /** A PEM file of certificate authorities webhooks may also be signed by (besides the public ones). */
    webhookCaFile: string | undefined;
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MAINNET_DEFAULTS = {
  defillama: 'https://yields.llama.fi',
  morpho: 'https://api.morpho.org/graphql',
  attestation: 'https://iris-api.circle.com',
};

function trustProxyOf(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const rpc = rpcOverridesSchema.safeParse(env);
  const issues = [...(parsed.error?.issues ?? []), ...(rpc.error?.issues ?? [])];
  if (!parsed.success || !rpc.success) {
    const lines = issues.map((i) => `  - ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration (environment variables):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mainnet = e.PROFILE === 'mainnet';
  const rpcUrlOverrides: Partial<Record<number, string>> = {};
  for (const id of PORTFOLIO_CHAIN_IDS) {
    const url = rpc.data[`RPC_URL_${id}`];
    if (typeof url === 'string') rpcUrlOverrides[id] = url;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    profile: e.PROFILE,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    devnetManifestPath: resolve(e.FIN_DEVNET_MANIFEST),
    rpcUrlOverrides,
    // The live DefiLlama and Morpho API sources run in the mainnet profile, or wherever a URL is given.
    defillamaBaseUrl: e.DEFILLAMA_BASE_URL ?? (mainnet ? MAINNET_DEFAULTS.defillama : undefined),
    morphoApiUrl: e.MORPHO_API_URL ?? (mainnet ? MAINNET_DEFAULTS.morpho : undefined),
    attestationUrl: e.ATTESTATION_URL ?? (mainnet ? MAINNET_DEFAULTS.attestation : undefined),
    yieldsTtlMs: e.YIELDS_TTL_SECONDS * 1000,
    morphoVaultsTtlMs: e.MORPHO_VAULTS_TTL_SECONDS * 1000,
    rpcTimeoutMs: e.RPC_TIMEOUT_MS,
    sourceTimeoutMs: e.SOURCE_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: e.DRAIN_DELAY_MS,
    instanceName: e.INSTANCE_NAME,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    authSecret: e.AUTH_SECRET,
    authDomains: e.AUTH_DOMAINS
      ? e.AUTH_DOMAINS.split(',')
          .map((d) => d.trim())
          .filter(Boolean)
      : [...new Set(e.CORS_ORIGINS.map((o) => new URL(o).host))],
    notificationsRetentionDays: e.NOTIFICATIONS_RETENTION_DAYS,
    chainBreakerCooldownMs: e.CHAIN_BREAKER_COOLDOWN_MS,
    yieldsRefreshMinIntervalMs: e.YIELDS_REFRESH_MIN_INTERVAL_SECONDS * 1000,
    snapshotIntervalMs: e.SNAPSHOT_INTERVAL_SECONDS * 1000,
    earnings: {
      lookbackBlocks: e.EARNINGS_LOOKBACK_BLOCKS || EARNINGS_LOOKBACK_DEFAULTS[e.PROFILE],
      chunkBlocks: e.EARNINGS_CHUNK_BLOCKS,
      ttlMs: e.EARNINGS_TTL_SECONDS * 1000,
    },
    agentSimulation: e.AGENT_SIMULATION === 'true',
    x402: {
      payTo: e.X402_PAY_TO,
      facilitatorUrl: e.X402_FACILITATOR_URL,
      agentMasterSecret: e.AGENT_MASTER_SECRET,
      agentBudgetUsdc: e.AGENT_BUDGET_USDC,
      agentBudgetCapUsdc: e.AGENT_BUDGET_CAP_USDC,
      agentMaxPaymentUsdc: e.AGENT_MAX_PAYMENT_USDC,
      settlementTimeoutMs: e.X402_SETTLEMENT_TIMEOUT_MS,
    },
    alerts: {
      smtpUrl: e.SMTP_URL,
      emailFrom: e.ALERTS_EMAIL_FROM,
      everyMs: e.ALERTS_EVERY_SECONDS * 1000,
      rulesPerWallet: e.ALERT_RULES_PER_WALLET,
      deliveriesPerHour: e.ALERT_DELIVERIES_PER_HOUR,
      retentionDays: e.ALERT_RETENTION_DAYS,
      webhookCaFile: e.ALERT_WEBHOOK_CA_FILE,
    },
  };
}
