// Signs in like the browser does (nonce → EIP-4361 message signed by the wallet → session token), with anvil's
// well-known test keys, so tests call wallet-owned routes exactly as a user's page would.
import { walletProofMessage } from '@fin/shared/domain/wallet/proof';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { postJson } from './test-app';

/** Anvil accounts #0, #1 and #2 (public test keys, never funded anywhere real). */
export const KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const KEY_2: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

/** The page host the test config allows (the first default CORS origin). */
export const TEST_DOMAIN = 'localhost:3000';

export async function signedMessage(
  apiUrl: string,
  key: Hex,
  over: Partial<Parameters<typeof walletProofMessage>[0]> = {},
): Promise<{ message: string; signature: Hex }> {
  const account = privateKeyToAccount(key);
  const nonce = await postJson(`${apiUrl}/api/auth/nonce`, {});
  const message = walletProofMessage({
    address: account.address,
    chainId: 8453,
    nonce: String(nonce.body.nonce),
    domain: TEST_DOMAIN,
    uri: `http://${TEST_DOMAIN}`,
    now: new Date(),
    ...over,
  });
  return { message, signature: await account.signMessage({ message }) };
}

export async function signIn(apiUrl: string, key: Hex): Promise<string> {
  const r = await postJson(`${apiUrl}/api/auth/session`, await signedMessage(apiUrl, key));
  if (r.status !== 201) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
  return String(r.body.token);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
