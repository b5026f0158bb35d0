// The agent's wallet as the server holds it. Devnet: the seeded agent account named in the devnet manifest.
// Mainnet: AGENT_PRIVATE_KEY. Neither, or AGENT_SIMULATION=true: simulation mode. The key stays in this process; only the address leaves.
import { BASE_ID } from '@fin/shared/domain/chains';
import { X402_ASSET } from '@fin/shared/domain/x402';
import { type Address, createPublicClient, erc20Abi, formatUnits, type Hex, http } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';
import { baseChain } from '../x402/facilitator';

export type AgentWallet =
  | { mode: 'live'; account: PrivateKeyAccount; rpcUrl: string }
  | { mode: 'simulation'; reason: string };

export function resolveAgentWallet(config: Config, rpc: RpcDirectory): AgentWallet {
  if (config.agentSimulation) return { mode: 'simulation', reason: 'AGENT_SIMULATION=true' };
  const rpcUrl = rpc.rpcUrl(BASE_ID);
  const key =
    config.x402.agentPrivateKey ??
    (config.profile === 'devnet' ? rpc.devnetX402()?.agentAccount?.privateKey : undefined);
  if (!key) return { mode: 'simulation', reason: 'no agent key configured (AGENT_PRIVATE_KEY)' };
  if (!rpcUrl) return { mode: 'simulation', reason: 'no RPC URL for Base' };
  return { mode: 'live', account: privateKeyToAccount(key as Hex), rpcUrl };
}

export type WalletBalance = { eth: string; usdc: string };

/** ETH and USDC of the agent on Base, read on chain. */
export async function readBalances(
  address: Address,
  rpcUrl: string,
  timeoutMs: number,
): Promise<WalletBalance> {
  const client = createPublicClient({
    chain: baseChain(rpcUrl),
    transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
    cacheTime: 0,
  });
  const [wei, usdc] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
  ]);
  return { eth: formatUnits(wei, 18), usdc: formatUnits(usdc, 6) };
}
