// Where the seller's terms come from: devnet → the devnet manifest's treasury and facilitator account (in-process
// facilitator on the devnet's Base); mainnet → X402_PAY_TO and X402_FACILITATOR_URL. Missing pieces make paid
// reports unavailable with a reason, never a payment to a wrong address.

import { BASE_ID } from '@fin/shared/domain/chains';
import type { FacilitatorClient } from '@x402/core/server';
import type { Hex } from 'viem';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';
import { LocalFacilitator, remoteFacilitator } from './facilitator';
import type { SellerSetup } from './service';

export function sellerSetup(config: Config, rpc: RpcDirectory): () => SellerSetup {
  let remote: FacilitatorClient | undefined;
  let local: { key: string; facilitator: LocalFacilitator } | undefined;
  return () => {
    if (config.x402.facilitatorUrl) {
      if (!config.x402.payTo) return { ok: false, reason: 'X402_PAY_TO (the treasury address) is not set' };
      remote ??= remoteFacilitator(config.x402.facilitatorUrl);
      return { ok: true, payTo: config.x402.payTo, facilitator: remote };
    }
    if (config.profile !== 'devnet')
      return { ok: false, reason: 'no facilitator configured (X402_FACILITATOR_URL)' };
    const devnet = rpc.devnetX402()?.x402;
    const rpcUrl = rpc.rpcUrl(BASE_ID);
    if (!devnet || !rpcUrl)
      return { ok: false, reason: 'the devnet is not running (no x402 accounts in its manifest)' };
    const key = `${rpcUrl}|${devnet.facilitator.privateKey}`;
    if (local?.key !== key)
      local = { key, facilitator: new LocalFacilitator(rpcUrl, devnet.facilitator.privateKey as Hex) };
    return { ok: true, payTo: config.x402.payTo ?? devnet.treasury, facilitator: local.facilitator };
  };
}
