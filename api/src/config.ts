// The API's whole configuration: one zod schema over process.env (config-schema.ts), parsed once at start. A bad
// value stops the process with a message naming the variable and what it should hold.
import { resolve } from 'node:path';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { type EnvValues, envSchema, rpcOverridesSchema } from './config-schema';

export type Profile = 'devnet' | 'mainnet';

export type Config = {
  port: number;
  host: string;
  profile: Profile;
  logLevel: EnvValues['LOG_LEVEL'];
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  devnetManifestPath: string;
  rpcUrlOverrides: Partial<Record<number, string>>;
  defillamaBaseUrl: string | undefined;
  morphoApiUrl: string | undefined;
  attestationUrl: string | undefined;
  /** The bundled capture is a yields source: always on the devnet; on mainnet only with YIELDS_BUNDLED_CAPTURE=true. */
  bundledCapture: boolean;
  /**
   * A mainnet rehearsal (STAGING=true): CORS_ORIGINS may name http and loopback origins. Said at every start, so a
   * production deploy cannot run in it unnoticed.
   */
  staging: boolean;
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
  /**
   * Earnings per position from each position's whole history, read once and kept: the widest block range asked in
   * one eth_getLogs (narrowed as the provider asks), requests a second per chain, how long one instance holds a
   * wallet's chain read, and how long a first read is waited for before the answer says what it has so far.
   */
  earnings: {
    chunkBlocks: number;
    rpcPerSecond: number;
    leaseMs: number;
    firstReadWaitMs: number;
    ttlMs: number;
  };
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
  /** Each wallet's agent run on the server as queued rounds (modules/autopilot). */
  agentRounds: {
    /** How often each running agent looks at its wallet. */
    everyMs: number;
    /** How long one instance holds a wallet's round before another may take it over. */
    leaseMs: number;
    /** How often wallets whose rounds stopped (an instance died) are queued again. */
    keeperEveryMs: number;
    /** Rounds one instance runs at once. */
    concurrency: number;
    /** With Auto Rebalance on, the optimizer weighs a wallet's moves at most this often. */
    planEveryMs: number;
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

/** The environment parsed, or one ConfigError listing every bad variable. */
function parseEnv(env: NodeJS.ProcessEnv): {
  e: EnvValues;
  rpcUrlOverrides: Partial<Record<number, string>>;
} {
  const parsed = envSchema.safeParse(env);
  const rpc = rpcOverridesSchema.safeParse(env);
  if (!parsed.success || !rpc.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(rpc.error?.issues ?? [])];
    const lines = issues.map((i) => `  - ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid API configuration (environment variables):\n${lines.join('\n')}`);
  }
  const rpcUrlOverrides: Partial<Record<number, string>> = {};
  for (const id of PORTFOLIO_CHAIN_IDS) {
    const url = rpc.data[`RPC_URL_${id}`];
    if (typeof url === 'string') rpcUrlOverrides[id] = url;
  }
  return { e: parsed.data, rpcUrlOverrides };
}

function x402Settings(e: EnvValues): Config['x402'] {
  return {
    payTo: e.X402_PAY_TO,
    facilitatorUrl: e.X402_FACILITATOR_URL,
    agentMasterSecret: e.AGENT_MASTER_SECRET,
    agentBudgetUsdc: e.AGENT_BUDGET_USDC,
    agentBudgetCapUsdc: e.AGENT_BUDGET_CAP_USDC,
    agentMaxPaymentUsdc: e.AGENT_MAX_PAYMENT_USDC,
    settlementTimeoutMs: e.X402_SETTLEMENT_TIMEOUT_MS,
  };
}

function alertSettings(e: EnvValues): Config['alerts'] {
  return {
    smtpUrl: e.SMTP_URL,
    emailFrom: e.ALERTS_EMAIL_FROM,
    everyMs: e.ALERTS_EVERY_SECONDS * 1000,
    rulesPerWallet: e.ALERT_RULES_PER_WALLET,
    deliveriesPerHour: e.ALERT_DELIVERIES_PER_HOUR,
    retentionDays: e.ALERT_RETENTION_DAYS,
    webhookCaFile: e.ALERT_WEBHOOK_CA_FILE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { e, rpcUrlOverrides } = parseEnv(env);
  const mainnet = e.PROFILE === 'mainnet';
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
    bundledCapture: e.YIELDS_BUNDLED_CAPTURE ? e.YIELDS_BUNDLED_CAPTURE === 'true' : !mainnet,
    staging: e.STAGING === 'true',
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
      chunkBlocks: e.EARNINGS_CHUNK_BLOCKS,
      rpcPerSecond: e.EARNINGS_RPC_PER_SECOND,
      leaseMs: e.EARNINGS_LEASE_SECONDS * 1000,
      firstReadWaitMs: e.EARNINGS_FIRST_READ_WAIT_MS,
      ttlMs: e.EARNINGS_TTL_SECONDS * 1000,
    },
    agentSimulation: e.AGENT_SIMULATION === 'true',
    x402: x402Settings(e),
    agentRounds: {
      everyMs: e.AGENT_ROUND_SECONDS * 1000,
      leaseMs: e.AGENT_ROUND_LEASE_SECONDS * 1000,
      keeperEveryMs: e.AGENT_KEEPER_SECONDS * 1000,
      concurrency: e.AGENT_ROUND_CONCURRENCY,
      planEveryMs: e.AGENT_PLAN_SECONDS * 1000,
    },
    alerts: alertSettings(e),
  };
}
