// The browser helper (shared/src/web3/wallet-session.ts) against the real API: one signature signs in, the token
// rides on later calls without another prompt, and when the API no longer accepts the session (a restarted API
// has a new secret) the helper signs in once more by itself.

import { apiGet } from '@fin/shared/api/client';
import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { notificationsResponseSchema } from '@fin/shared/schemas/notifications';
import { forgetWalletSession, type WalletSigner, withWalletProof } from '@fin/shared/web3/wallet-session';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import { openTestDatabase, startTestApp, type TestServer } from './support/test-app';
import { KEY_1, TEST_DOMAIN } from './support/wallet-session';

let db: Database;
let api: TestServer;
const account = privateKeyToAccount(KEY_1);
let prompts = 0;
const signer: WalletSigner = {
  address: account.address,
  chainId: 8453,
  page: { host: TEST_DOMAIN, origin: `http://${TEST_DOMAIN}` },
  signMessage: async (message) => {
    prompts++;
    return account.signMessage({ message });
  },
};

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new DownChainReader() });
  setRuntimeConfig(parseRuntimeConfig({ profile: 'devnet', apiBaseUrl: api.url }));
});
afterAll(async () => {
  forgetWalletSession(account.address);
  await api?.close();
  await db?.close();
});

const listOwn = () =>
  withWalletProof(signer, (headers) =>
    apiGet(`/api/notifications/${account.address}`, notificationsResponseSchema, { headers }),
  );

describe('wallet session in the browser', () => {
  it('signs once, then reuses the session; a refused session signs in again by itself', async () => {
    expect((await listOwn()).notifications).toEqual([]);
    expect(prompts).toBe(1);
    await listOwn();
    expect(prompts).toBe(1);
    // A new API process: the stored token is refused, the helper asks the wallet once more and succeeds.
    await api.close();
    api = await startTestApp(db, {}, { chains: new DownChainReader() });
    setRuntimeConfig(parseRuntimeConfig({ profile: 'devnet', apiBaseUrl: api.url }));
    expect((await listOwn()).success).toBe(true);
    expect(prompts).toBe(2);
  });

  it('a wallet that refuses to sign gets no records and no session', async () => {
    forgetWalletSession(account.address);
    const refusing: WalletSigner = {
      ...signer,
      signMessage: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
    await expect(withWalletProof(refusing, async () => 'never')).rejects.toThrow('User rejected');
  });
});
