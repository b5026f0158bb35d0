// What stops the API from starting although every variable parses: a profile left to its default, and on mainnet
// every setting whose default is only right for the devnet. Each refusal is one line naming the variable and what
// it should hold, so an operator fixes them all from one failed start.
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains';
import { keccak256, toBytes } from 'viem';
import type { Config } from './config';

/** Fewer distinct characters than this is a made-up or repeated secret, not 32 random bytes written out. */
const MIN_SECRET_DISTINCT_CHARS = 16;
const MIN_SECRET_LENGTH = 32;

/**
 * Keys that are public: anvil's default accounts (mnemonic "test test ... junk", copied from devnet/src/accounts.ts)
 * and the devnet's labelled accounts. Anyone can sign with them, so on mainnet they hold nothing for long.
 */
const PUBLIC_DEVNET_KEYS = new Set([
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  ...['fin devnet agent wallet', 'fin devnet treasury', 'fin devnet x402 facilitator'].map((label) =>
    keccak256(toBytes(label)),
  ),
]);

const isLocalOrigin = (origin: string) => /^https?:\/\/(localhost|127\.|\[::1\])/.test(origin);

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
  else if (config.corsOrigins.some(isLocalOrigin))
    refusals.push('CORS_ORIGINS names a localhost origin: on mainnet list only the deployed https origins');
  for (const chainId of PORTFOLIO_CHAIN_IDS)
    if (!config.rpcUrlOverrides[chainId])
      refusals.push(
        `RPC_URL_${chainId} is not set: give the RPC URL of your ${getChainName(chainId)} node or provider`,
      );
  const key = config.x402.agentPrivateKey;
  if (key && PUBLIC_DEVNET_KEYS.has(key.toLowerCase()))
    refusals.push(
      "AGENT_PRIVATE_KEY is a public devnet key: anyone can spend from it; use the agent wallet's own key",
    );
  else if (!key && !config.agentSimulation)
    refusals.push(
      "AGENT_PRIVATE_KEY is not set: give the agent wallet's key, or set AGENT_SIMULATION=true to run the agent without paying",
    );
  return refusals;
}
