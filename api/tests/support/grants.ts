// Grant helpers for devnet tests: a wallet turns into the framework's smart account (EIP-7702, sent by itself),
// asks the API for its grant's delegation, signs it and hands it back; and the agent's raw redeem, sent with a
// fixed gas limit (3,000,000) and no estimate, to show what the chain itself does with a call outside the grant.

import { DEMO_ACCOUNT, type Devnet } from '@fin/devnet';
import type { Caveat } from '@fin/shared/domain/grant/caveats';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import type { GrantPrepareResponse, SignedDelegation } from '@fin/shared/schemas/grant';
import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppDeps } from '../../src/deps';
import { resolveAgentKeys } from '../../src/modules/agentkit/wallet';
import { delegationTypedData, redeemCalldata } from '../../src/modules/grants/kit';
import { turnAgentOn } from './agent-rounds';
import { postJson } from './test-app';
import { bearer, KEY_0, signIn } from './wallet-session';

const BASE = 8453;

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

/**
 * The demo wallet ready for moves while away on Base: signed in, its agent turned on, its account a smart account
 * (EIP-7702), the agent's account holding 1 ETH for gas, and a grant of `venues` for a day. Returns the proof.
 */
export async function demoWalletGrantsOnBase(
  app: { url: string; deps: AppDeps },
  devnet: Pick<Devnet, 'testClient' | 'chain'>,
  grant: NetworkGrant,
): Promise<Record<string, string>> {
  const proof = bearer(await signIn(app.url, KEY_0));
  await turnAgentOn(app.url, DEMO_ACCOUNT.address, proof);
  await demoWalletGrantsOn(app, devnet, proof, BASE, grant);
  return proof;
}

type NetworkGrant = { venues: Address[]; dailyCapUsdc: string; maxCalls: number };

/**
 * The signed-in demo wallet grants its agent `venues` on one more network for a day: its account a smart account
 * there (EIP-7702), the agent's account holding 1 ETH there for gas.
 */
export async function demoWalletGrantsOn(
  app: { url: string; deps: AppDeps },
  devnet: Pick<Devnet, 'testClient' | 'chain'>,
  proof: Record<string, string>,
  chainId: number,
  grant: NetworkGrant,
): Promise<void> {
  const rpcUrl = devnet.chain(chainId).rpcUrl;
  const chain = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  await chain.waitForTransactionReceipt({ hash: await upgradeToSmartAccount(KEY_0, chainId, rpcUrl) });
  const keys = resolveAgentKeys(app.deps.config, app.deps.rpc);
  if (keys.mode !== 'live') throw new Error(keys.reason);
  // The agent's account pays the gas: the owner funds it with the network's coin.
  await devnet
    .testClient(chainId)
    .setBalance({ address: keys.derive(DEMO_ACCOUNT.address).address, value: parseEther('1') });
  const now = Number((await chain.getBlock()).timestamp);
  const granted = await grantThroughApi(app.url, KEY_0, proof, {
    chainId,
    expiresAt: now + 86_400,
    ...grant,
  });
  if (granted.status !== 201) throw new Error(`the grant was refused: ${JSON.stringify(granted.body)}`);
}
