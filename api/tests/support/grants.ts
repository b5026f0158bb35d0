// Grant helpers for devnet tests: a wallet turns into the framework's smart account (EIP-7702, sent by itself),
// asks the API for its grant's delegation, signs it and hands it back; and the agent's raw redeem, sent with a
// fixed gas limit (3,000,000) and no estimate, to show what the chain itself does with a call outside the grant.

import type { Caveat } from '@fin/shared/domain/grant/caveats';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import type { GrantPrepareResponse, SignedDelegation } from '@fin/shared/schemas/grant';
import { type Account, type Address, createWalletClient, defineChain, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { delegationTypedData, redeemCalldata } from '../../src/modules/grants/kit';
import { postJson } from './test-app';

export function devChain(chainId: number, rpcUrl: string) {
  return defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export async function upgradeToSmartAccount(key: Hex, chainId: number, rpcUrl: string): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    chain: devChain(chainId, rpcUrl),
    transport: http(),
  });
  const authorization = await wallet.signAuthorization({
    contractAddress: DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl,
    executor: 'self',
  });
  return wallet.sendTransaction({
    to: wallet.account.address,
    data: '0x',
    authorizationList: [authorization],
  });
}

/** Prepare → sign (EIP-712, the wallet's key) → confirm; returns the confirm answer. */
export async function grantThroughApi(
  apiUrl: string,
  key: Hex,
  proof: Record<string, string>,
  request: GrantRequest,
) {
  const walletAddress = privateKeyToAccount(key).address;
  const prepared = await postJson(`${apiUrl}/api/grants/prepare`, { walletAddress, request }, proof);
  if (prepared.status !== 200) return prepared;
  const p = prepared.body as unknown as GrantPrepareResponse;
  const signature = await privateKeyToAccount(key).signTypedData(
    delegationTypedData(p.delegation, request.chainId),
  );
  return postJson(
    `${apiUrl}/api/grants`,
    { walletAddress, request, startDate: p.startDate, delegation: { ...p.delegation, signature } },
    proof,
  );
}

/** The agent's key sends redeemDelegations itself, 3,000,000 gas, no simulation: only the chain decides. */
export async function rawRedeem(
  agent: Account,
  chainId: number,
  rpcUrl: string,
  delegation: SignedDelegation,
  calls: { to: Address; data: Hex; caveats: Caveat[] }[],
): Promise<{ hash: Hex; data: Hex }> {
  const wallet = createWalletClient({ account: agent, chain: devChain(chainId, rpcUrl), transport: http() });
  const data = redeemCalldata(
    delegation,
    calls.map((c) => ({ call: { to: c.to, data: c.data }, caveats: c.caveats })),
  );
  const hash = await wallet.sendTransaction({
    to: DELEGATION_FRAMEWORK.DelegationManager,
    data,
    gas: 3_000_000n,
  });
  return { hash, data };
}
