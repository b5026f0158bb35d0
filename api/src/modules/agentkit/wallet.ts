// Each wallet's agent account as the server holds it: derived from one master secret (BIP-39) along a BIP-44 path
// m/44'/60'/a'/b/c whose three indexes come from the wallet's address (93 bits of its keccak hash), so a wallet
// always has the same agent, even if the database is lost. Devnet: the secret in the devnet manifest.
// Mainnet: AGENT_MASTER_SECRET. Neither, or AGENT_SIMULATION=true: simulation mode. Keys stay in this process and
// are never logged; only addresses leave.

import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { BASE_ID } from '@fin/shared/domain/chains/chains';
import { type Address, erc20Abi, formatUnits, keccak256, type PublicClient, toBytes } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';

export type AgentKeys =
  | { mode: 'live'; derive: (wallet: string) => HDAccount; rpcUrl: string }
  | { mode: 'simulation'; reason: string };

/** Derived accounts per secret and wallet: deriving runs PBKDF2, worth doing once. */
const derived = new Map<string, HDAccount>();

/** The wallet's three path indexes, each under 2^31 (a hardened account index must be). */
function agentPath(wallet: string): {
  accountIndex: number;
  changeIndex: number;
  addressIndex: number;
} {
  const h = BigInt(keccak256(toBytes(wallet.toLowerCase())));
  const part = (shift: bigint) => Number((h >> shift) & 0x7fffffffn);
  return { accountIndex: part(0n), changeIndex: part(31n), addressIndex: part(62n) };
}

function deriveFrom(secret: string): (wallet: string) => HDAccount {
  return (wallet) => {
    const key = `${wallet.toLowerCase()}|${secret}`;
    let account = derived.get(key);
    if (!account) {
      account = mnemonicToAccount(secret, agentPath(wallet));
      derived.set(key, account);
    }
    return account;
  };
}

export function resolveAgentKeys(config: Config, rpc: RpcDirectory): AgentKeys {
  if (config.agentSimulation) return { mode: 'simulation', reason: 'AGENT_SIMULATION=true' };
  const rpcUrl = rpc.rpcUrl(BASE_ID);
  const secret =
    config.x402.agentMasterSecret ??
    (config.profile === 'devnet' ? rpc.devnetX402()?.agentMasterSecret : undefined);
  if (!secret)
    return { mode: 'simulation', reason: 'no agent master secret configured (AGENT_MASTER_SECRET)' };
  if (!rpcUrl) return { mode: 'simulation', reason: 'no RPC URL for Base' };
  return { mode: 'live', derive: deriveFrom(secret), rpcUrl };
}

export type WalletBalance = { eth: string; usdc: string };

/** ETH and USDC of an agent on Base, read on chain. */
export async function readBalances(address: Address, client: PublicClient): Promise<WalletBalance> {
  const [wei, usdc] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
  ]);
  return { eth: formatUnits(wei, 18), usdc: formatUnits(usdc, 6) };
}
