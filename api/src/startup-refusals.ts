// What stops the API from starting although every variable parses: a profile left to its default, and on mainnet
// every setting whose default is only right for the devnet. Each refusal is one line naming the variable and what
// it should hold, so an operator fixes them all from one failed start.
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import type { Config } from './config';

/** Fewer distinct characters than this is a made-up or repeated secret, not 32 random bytes written out. */
const MIN_SECRET_DISTINCT_CHARS = 16;
const MIN_SECRET_LENGTH = 32;

/** Public BIP-39 phrases: anvil's and the devnet's agent master secret (devnet/src/accounts.ts). */
const PUBLIC_AGENT_SECRETS = new Set([
  'test test test test test test test test test test test junk',
  'dream element stand lyrics banana copy spice snow token zoo message hair',
]);

const isLocalOrigin = (origin: string) => /^https?:\/\/(localhost|127\.|\[::1\])/.test(origin);

/**
 * On mainnet proper every origin is https and none is this machine: an http page can be rewritten on its way, and
 * a loopback origin is whatever runs on the visitor's machine. STAGING=true lifts both for a rehearsal.
 */
function corsRefusals(origins: string[]): string[] {
  const refusals: string[] = [];
  if (origins.some(isLocalOrigin))
    refusals.push(
      'CORS_ORIGINS names a localhost origin: on mainnet list only the deployed https origins (STAGING=true for a rehearsal on internal names)',
    );
  const plain = origins.filter((o) => !o.startsWith('https://') && !isLocalOrigin(o));
  if (plain.length > 0)
    refusals.push(
      `CORS_ORIGINS names ${plain.join(', ')}: on mainnet every origin must be https (STAGING=true for a rehearsal over http)`,
    );
  return refusals;
}

/** One line per reason the API must not start with this environment; empty when it may. */
export function startupRefusals(env: NodeJS.ProcessEnv, config: Config): string[] {
  if (!env.PROFILE?.trim())
    return [
      'PROFILE is not set: set PROFILE=devnet for the embedded devnet or PROFILE=mainnet for real chains (it is never guessed)',
    ];
  if (config.profile !== 'mainnet') return [];
  const refusals: string[] = [];
  const secret = config.authSecret;
  if (!secret)
    refusals.push(
      'AUTH_SECRET is not set: every instance needs the same secret of 32+ random bytes (e.g. openssl rand -base64 48)',
    );
  else if (secret.length < MIN_SECRET_LENGTH || new Set(secret).size < MIN_SECRET_DISTINCT_CHARS)
    refusals.push(
      'AUTH_SECRET is too weak: use 32+ random bytes written out (e.g. openssl rand -base64 48), not a word or a repeated pattern',
    );
  if (!env.CORS_ORIGINS?.trim())
    refusals.push(
      "CORS_ORIGINS is not set: list the https origins of the shell and the remotes (the devnet's localhost list is not used on mainnet)",
    );
  else if (!config.staging) refusals.push(...corsRefusals(config.corsOrigins));
  for (const chainId of PORTFOLIO_CHAIN_IDS)
    if (!config.rpcUrlOverrides[chainId])
      refusals.push(
        `RPC_URL_${chainId} is not set: give the RPC URL of your ${getChainName(chainId)} node or provider`,
      );
  const agentSecret = config.x402.agentMasterSecret;
  if (agentSecret && PUBLIC_AGENT_SECRETS.has(agentSecret))
    refusals.push(
      'AGENT_MASTER_SECRET is a public devnet phrase: anyone can spend from the agents it derives; generate your own',
    );
  else if (!agentSecret && !config.agentSimulation)
    refusals.push(
      "AGENT_MASTER_SECRET is not set: give the BIP-39 phrase wallets' agents are derived from, or set AGENT_SIMULATION=true to run the agent without paying",
    );
  return refusals;
}
