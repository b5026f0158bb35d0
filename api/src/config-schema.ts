// The API's environment variables as one zod schema: each variable's type, range and default, and the message a bad
// value gets (naming the variable and what it should hold). config.ts turns the parsed values into Config.
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

export const envSchema = z.object({
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
  // The bundled DefiLlama capture of 2026-03-04: the devnet's market, off on mainnet unless turned on (then its rows
  // are shown stale: dimmed, dated, never ranked).
  YIELDS_BUNDLED_CAPTURE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['true', 'false'], { error: 'YIELDS_BUNDLED_CAPTURE must be true or false' }).optional(),
  ),
  // A mainnet rehearsal on internal names: CORS may name http and loopback origins, said loudly at start.
  STAGING: z.enum(['true', 'false'], { error: 'STAGING must be true or false' }).default('false'),
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
  // The widest eth_getLogs range tried; a provider's range or result-size error narrows it (log-reader.ts).
  EARNINGS_CHUNK_BLOCKS: intFrom('EARNINGS_CHUNK_BLOCKS', 1, 10_000_000, 100_000),
  // Most public and free-tier providers allow 10 to 25 requests a second.
  EARNINGS_RPC_PER_SECOND: intFrom('EARNINGS_RPC_PER_SECOND', 1, 10_000, 10),
  EARNINGS_LEASE_SECONDS: intFrom('EARNINGS_LEASE_SECONDS', 1, 3_600, 60),
  EARNINGS_FIRST_READ_WAIT_MS: intFrom('EARNINGS_FIRST_READ_WAIT_MS', 0, 600_000, 1_500),
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
  AGENT_ROUND_SECONDS: intFrom('AGENT_ROUND_SECONDS', 1, 86_400, 10),
  AGENT_ROUND_LEASE_SECONDS: intFrom('AGENT_ROUND_LEASE_SECONDS', 2, 3600, 120),
  AGENT_KEEPER_SECONDS: intFrom('AGENT_KEEPER_SECONDS', 1, 3600, 60),
  AGENT_ROUND_CONCURRENCY: intFrom('AGENT_ROUND_CONCURRENCY', 1, 100, 8),
  AGENT_PLAN_SECONDS: intFrom('AGENT_PLAN_SECONDS', 1, 86_400, 300),
  ALERT_RULES_PER_WALLET: intFrom('ALERT_RULES_PER_WALLET', 1, 1000, 20),
  ALERT_DELIVERIES_PER_HOUR: intFrom('ALERT_DELIVERIES_PER_HOUR', 0, 10_000, 30),
  ALERT_RETENTION_DAYS: intFrom('ALERT_RETENTION_DAYS', 1, 3650, 30),
  ALERT_WEBHOOK_CA_FILE: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

/** RPC_URL_<chainId> overrides, one per portfolio chain. */
export const rpcOverridesSchema = z.object(
  Object.fromEntries(PORTFOLIO_CHAIN_IDS.map((id) => [`RPC_URL_${id}`, optionalUrl(`RPC_URL_${id}`)])),
);

export type EnvValues = z.infer<typeof envSchema>;
