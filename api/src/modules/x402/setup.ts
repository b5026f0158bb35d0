// Where the seller's terms come from: devnet → the devnet manifest's treasury and facilitator account (in-process
// facilitator on the devnet's Base); mainnet → X402_PAY_TO and X402_FACILITATOR_URL. Missing pieces make paid
// reports unavailable with a reason, never a payment to a wrong address.

import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { BASE_ID } from '@fin/shared/domain/chains/chains';
import type { FacilitatorClient } from '@x402/core/server';
import { type Hex, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClients } from '../../chains/chain-clients';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';
import { LocalFacilitator, remoteFacilitator } from './facilitator';
import type { SellerSetup } from './service';

export function sellerSetup(config: Config, rpc: RpcDirectory, chains: ChainClients): () => SellerSetup {
  let remote: FacilitatorClient | undefined;
  let local: { key: string; facilitator: LocalFacilitator } | undefined;
  return () => {
    if (config.x402.facilitatorUrl) {
      if (!config.x402.payTo) return { ok: false, reason: 'X402_PAY_TO (the treasury address) is not set' };
      remote ??= remoteFacilitator(config.x402.facilitatorUrl);
      const rpcUrl = rpc.rpcUrl(BASE_ID);
      return {
        ok: true,
        payTo: config.x402.payTo,
        facilitator: remote,
        authorizationUsed: (from, nonce) => {
          if (!rpcUrl) return Promise.reject(new Error('no RPC URL for Base'));
          return chains
            .publicClient(BASE_ID, { timeoutMs: config.rpcTimeoutMs, retryCount: 1 })
            .readContract({
              address: X402_ASSET,
              abi: parseAbi(['function authorizationState(address, bytes32) view returns (bool)']),
              functionName: 'authorizationState',
              args: [from, nonce],
            });
        },
      };
    }
    if (config.profile !== 'devnet')
      return { ok: false, reason: 'no facilitator configured (X402_FACILITATOR_URL)' };
    const devnet = rpc.devnetX402()?.x402;
    const rpcUrl = rpc.rpcUrl(BASE_ID);
    if (!devnet || !rpcUrl)
      return { ok: false, reason: 'the devnet is not running (no x402 accounts in its manifest)' };
    const key = `${rpcUrl}|${devnet.facilitator.privateKey}`;
    if (local?.key !== key)
      local = {
        key,
        facilitator: new LocalFacilitator(
          chains.walletClient(BASE_ID, privateKeyToAccount(devnet.facilitator.privateKey as Hex), {
            timeoutMs: config.x402.settlementTimeoutMs,
            retryCount: 1,
          }),
          config.x402.settlementTimeoutMs,
        ),
      };
    const facilitator = local.facilitator;
    return {
      ok: true,
      payTo: config.x402.payTo ?? devnet.treasury,
      facilitator,
      authorizationUsed: (from, nonce) => facilitator.authorizationUsed(from, nonce),
    };
  };
}
