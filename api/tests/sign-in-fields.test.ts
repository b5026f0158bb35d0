// A sign-in message is accepted only when every field is Fin's: one of the six chains, and the URI of the page it
// was signed on (a configured origin, the one its domain names). Anything else gets no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import { envelopeCode, openTestDatabase, postJson, startTestApp, type TestServer } from './support/test-app';
import { KEY_1, signedMessage, TEST_DOMAIN } from './support/wallet-session';

let db: Database;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new DownChainReader() });
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

const signInWith = async (over: Parameters<typeof signedMessage>[2]) =>
  postJson(`${api.url}/api/auth/session`, await signedMessage(api.url, KEY_1, over));

describe('sign-in checks chain and URI', () => {
  it('refuses a chain id outside the six, naming it', async () => {
    for (const chainId of [999_999, 11_155_111]) {
      const r = await signInWith({ chainId });
      expect(r.status).toBe(401);
      expect(envelopeCode(r.body)).toBe('WALLET_PROOF_INVALID');
      expect(String((r.body.error as { message: string }).message)).toContain(`chain ${chainId}`);
    }
  });

  it('refuses a URI other than the configured origin of the page', async () => {
    for (const uri of [
      'https://evil.example/',
      `https://${TEST_DOMAIN}`,
      `http://${TEST_DOMAIN}/phish`,
      'http://127.0.0.1:3000',
    ]) {
      const r = await signInWith({ uri });
      expect(r.status, uri).toBe(401);
      expect(String((r.body.error as { message: string }).message)).toContain('URI');
    }
  });

  it('accepts each of the six chains with the page origin', async () => {
    for (const chainId of [1, 8453, 42161, 43114, 10, 137]) {
      const r = await signInWith({ chainId });
      expect(r.status, String(chainId)).toBe(201);
    }
  });
});
