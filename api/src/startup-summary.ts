// What an operator reads at start: one line per feature, on, off (and why) or degraded (and what it falls back
// to), so a mainnet deploy without email, paid reports or a live source says so before a user finds out.
import { FRESHNESS_LIMIT_HOURS } from '@fin/shared/domain/yields/freshness';
import type { RpcDirectory } from './chains/rpc-directory';
import type { Config } from './config';
import { resolveAgentKeys } from './modules/agentkit/wallet';
import { hostOf } from './modules/health/source-states';

export type FeatureState = {
  feature: string;
  state: 'on' | 'off' | 'degraded';
  /** What it uses when on; why when off; what it falls back to when degraded. */
  detail: string;
};

/** Paid reports need a treasury and a facilitator (on the devnet both come from its manifest). */
export type PaidReports = { ok: true; payTo: string } | { ok: false; reason: string };

const on = (feature: string, detail: string): FeatureState => ({ feature, state: 'on', detail });
const off = (feature: string, detail: string): FeatureState => ({ feature, state: 'off', detail });
const degraded = (feature: string, detail: string): FeatureState => ({ feature, state: 'degraded', detail });

function profileLine(config: Config): FeatureState {
  if (config.profile === 'devnet') return on('Profile', 'devnet: the embedded chains, no real money');
  if (config.staging)
    return degraded(
      'Profile',
      'mainnet STAGING (STAGING=true): CORS accepts http and loopback origins; never run production like this',
    );
  return on('Profile', 'mainnet: real chains, https origins only');
}

function yieldsLines(config: Config): FeatureState[] {
  const mainnet = config.profile === 'mainnet';
  const freshness = mainnet
    ? `figures older than ${FRESHNESS_LIMIT_HOURS} h are shown stale (dimmed, dated), never ranked or weighed`
    : 'the devnet has no freshness limit: its market is the bundled capture';
  const lines = [
    on('Yields from the chains', 'pools Fin deposits into, read from the RPC URLs'),
    config.defillamaBaseUrl
      ? on('DefiLlama live yields', hostOf(config.defillamaBaseUrl))
      : off('DefiLlama live yields', 'no DEFILLAMA_BASE_URL (the devnet default)'),
    on('Freshness rule', freshness),
  ];
  if (!config.bundledCapture)
    lines.push(
      off('Bundled capture (2026-03-04)', 'YIELDS_BUNDLED_CAPTURE is not true: no captured figure is shown'),
    );
  else if (mainnet)
    lines.push(
      degraded(
        'Bundled capture (2026-03-04)',
        'YIELDS_BUNDLED_CAPTURE=true: its rows are listed as stale, dimmed with their date, never ranked',
      ),
    );
  else
    lines.push(
      on('Bundled capture (2026-03-04)', "the devnet's market, with live reads of the devnet pools"),
    );
  lines.push(
    config.morphoApiUrl
      ? on('Morpho vaults', `${hostOf(config.morphoApiUrl)}; when it fails, its last good vaults, dated`)
      : on('Morpho vaults', "read from the vault contracts on Ethereum's RPC"),
  );
  return lines;
}

function agentLines(config: Config, rpc: RpcDirectory, reports: PaidReports): FeatureState[] {
  const keys = resolveAgentKeys(config, rpc);
  return [
    reports.ok
      ? on('Paid reports (x402)', `treasury ${reports.payTo}`)
      : off(
          'Paid reports (x402)',
          `${reports.reason}: no report can be bought; the agent's live data is off`,
        ),
    keys.mode === 'live'
      ? on('Agent', "each wallet's own account, derived from AGENT_MASTER_SECRET")
      : degraded('Agent', `simulation mode (${keys.reason}): it never pays and buys no report`),
  ];
}

function alertLines(config: Config): FeatureState[] {
  const { smtpUrl, webhookCaFile } = config.alerts;
  return [
    smtpUrl
      ? on('Alert emails', `through ${hostOf(smtpUrl)}`)
      : off(
          'Alert emails',
          'SMTP_URL is not set: alerts reach the page, browser notifications and webhooks only',
        ),
    on(
      'Alert webhooks',
      webhookCaFile
        ? `public authorities and ${webhookCaFile}`
        : 'receivers with a publicly trusted certificate',
    ),
  ];
}

export function featureStates(
  config: Config,
  rpc: RpcDirectory,
  database: { kind: string },
  reports: PaidReports,
): FeatureState[] {
  const attestation = rpc.attestationUrl();
  return [
    profileLine(config),
    on(
      'Database',
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`,
    ),
    ...yieldsLines(config),
    attestation
      ? on("Circle's attestation service", hostOf(attestation))
      : off("Circle's attestation service", 'no URL: transfers cannot be completed'),
    ...agentLines(config, rpc, reports),
    ...alertLines(config),
  ];
}

/** One printed line: 'Morpho vaults: on (api.morpho.org; …)'. */
export function featureLine(f: FeatureState): string {
  return `${f.feature}: ${f.state} (${f.detail})`;
}
