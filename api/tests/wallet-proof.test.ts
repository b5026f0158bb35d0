// Records that belong to a wallet are written and read only with proof of that wallet: a Sign-In with Ethereum
// message (EIP-4361) signed by it, with a one-time nonce and an expiry, exchanged for a session token. Without it,
// or with another wallet's, nothing is stored and nothing is shown. Records also expire (retention).
import { walletProofMessage } from '@fin/shared/domain/wallet/proof';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { AuthStore } from '../src/modules/auth/auth-store';
import { AuthService } from '../src/modules/auth/service';
import { NotificationsRepository } from '../src/modules/notifications/adapter';
import { NotificationsService } from '../src/modules/notifications/service';
import { DownChainReader } from './support/fake-chains';
import {
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';
import { bearer, KEY_0, KEY_1, signedMessage, signIn, TEST_DOMAIN } from './support/wallet-session';

const VICTIM = privateKeyToAccount(KEY_1).address;
const ATTACKER = privateKeyToAccount(KEY_0).address;
const transfer = (recipient: string, over: Record<string, unknown> = {}) => ({
  id: 'transfer_1763726400000',
  amount: '10',
  asset: 'USDC',
  sourceChain: 'base',
  destinationChain: 'arbitrum',
  recipient,
  status: 'funds stuck, visit evil.example',
  timestamp: 1763726400000,
  transferMode: 'fast',
  ...over,
});

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

const list = (address: string, headers: Record<string, string> = {}) =>
  getJson(`${api.url}/api/notifications/${address}`, { headers });

describe('wallet-owned records need proof of the wallet', () => {
  it('without a sign-in, a notice cannot be planted for a wallet nor its list read', async () => {
    const write = await postJson(`${api.url}/api/notifications/trigger`, {
      event: 'transfer.failed',
      transfer: transfer(VICTIM),
    });
    expect(write.status).toBe(401);
    expect(envelopeCode(write.body)).toBe('WALLET_PROOF_REQUIRED');
    const read = await list(VICTIM);
    expect(read.status).toBe(401);
    expect(envelopeCode(read.body)).toBe('WALLET_PROOF_REQUIRED');
  });

  it("a wallet signed in as itself cannot write or read another wallet's records", async () => {
    const attacker = bearer(await signIn(api.url, KEY_0));
    const write = await postJson(
      `${api.url}/api/notifications/trigger`,
      { event: 'transfer.failed', transfer: transfer(VICTIM) },
      attacker,
    );
    expect(write.status).toBe(403);
    expect(envelopeCode(write.body)).toBe('WALLET_MISMATCH');
    const read = await list(VICTIM, attacker);
    expect(read.status).toBe(403);
    // The victim's own list shows nothing planted.
    const victim = bearer(await signIn(api.url, KEY_1));
    const own = await list(VICTIM, victim);
    expect(own.status).toBe(200);
    expect(own.body.notifications).toEqual([]);
    // And the attacker's own records work normally.
    const mine = await postJson(
      `${api.url}/api/notifications/trigger`,
      { event: 'transfer.initiated', transfer: transfer(ATTACKER.toLowerCase(), { status: 'burning' }) },
      attacker,
    );
    expect(mine.status).toBe(201);
    expect((await list(ATTACKER, attacker)).body.notifications).toHaveLength(1);
  });

  it('GET /api/auth/session names the signed-in wallet and its expiry', async () => {
    const token = await signIn(api.url, KEY_1);
    const me = await getJson(`${api.url}/api/auth/session`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(me.body.address).toBe(VICTIM);
    expect(Date.parse(String(me.body.expiresAt))).toBeGreaterThan(Date.now());
  });

  it('a tampered or made-up token is refused', async () => {
    const token = await signIn(api.url, KEY_0);
    const forged = `${Buffer.from(JSON.stringify({ a: VICTIM, e: Date.now() + 3_600_000 })).toString('base64url')}`;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, altered, 'nonsense', `${token}.extra`, 'A'.repeat(43)]) {
      const r = await list(VICTIM, bearer(bad));
      expect(r.status).toBe(401);
      expect(envelopeCode(r.body)).toBe('WALLET_PROOF_INVALID');
    }
  });

  it('a signed message is accepted once: the nonce cannot be replayed', async () => {
    const signed = await signedMessage(api.url, KEY_1);
    expect((await postJson(`${api.url}/api/auth/session`, signed)).status).toBe(201);
    const again = await postJson(`${api.url}/api/auth/session`, signed);
    expect(again.status).toBe(401);
    expect(String((again.body.error as { message: string }).message)).toContain('nonce');
  });

  it('refuses a message for another site, an expired one, a made-up nonce, and a signature by another key', async () => {
    const other = await signedMessage(api.url, KEY_1, { domain: 'evil.example' });
    const expired = await signedMessage(api.url, KEY_1, { now: new Date(Date.now() - 13 * 3_600_000) });
    const account = privateKeyToAccount(KEY_1);
    const madeUp = walletProofMessage({
      address: account.address,
      chainId: 1,
      nonce: 'abcdef0123456789',
      domain: TEST_DOMAIN,
      uri: `http://${TEST_DOMAIN}`,
      now: new Date(),
    });
    const fromMadeUp = { message: madeUp, signature: await account.signMessage({ message: madeUp }) };
    const wrongSigner = await signedMessage(api.url, KEY_1);
    wrongSigner.signature = await privateKeyToAccount(KEY_0).signMessage({ message: wrongSigner.message });
    for (const [body, why] of [
      [other, 'evil.example'],
      [expired, 'expired'],
      [fromMadeUp, 'nonce'],
      [wrongSigner, 'not from this wallet'],
    ] as const) {
      const r = await postJson(`${api.url}/api/auth/session`, body);
      expect(r.status).toBe(401);
      expect(envelopeCode(r.body)).toBe('WALLET_PROOF_INVALID');
      expect(String((r.body.error as { message: string }).message)).toContain(why);
    }
    const garbage = await postJson(`${api.url}/api/auth/session`, { message: 'hello', signature: '0x00' });
    expect(garbage.status).toBe(401);
    const invalid = await postJson(`${api.url}/api/auth/session`, { message: 5 });
    expect(envelopeCode(invalid.body)).toBe('VALIDATION_ERROR');
  });

  it('a session ends at its expiry', async () => {
    let now = Date.now();
    const auth = new AuthService({ domains: [TEST_DOMAIN], store: new AuthStore(db.db), now: () => now });
    const account = privateKeyToAccount(KEY_1);
    const { nonce } = await auth.issueNonce('203.0.113.7');
    const message = walletProofMessage({
      address: account.address,
      chainId: 10,
      nonce,
      domain: TEST_DOMAIN,
      uri: `http://${TEST_DOMAIN}`,
      now: new Date(now),
    });
    const session = await auth.signIn(message, await account.signMessage({ message }));
    expect((await auth.check(session.token)).address).toBe(account.address);
    now = Date.parse(session.expiresAt) + 1;
    await expect(auth.check(session.token)).rejects.toThrow(/expired/);
  });

  it("a client asking for nonces in a loop pushes out only its own, never another client's", async () => {
    const auth = new AuthService({ domains: [TEST_DOMAIN], store: new AuthStore(db.db) });
    const account = privateKeyToAccount(KEY_1);
    const { nonce } = await auth.issueNonce('198.51.100.1');
    const { nonce: ownFirst } = await auth.issueNonce('198.51.100.2');
    for (let i = 0; i < 100; i++) await auth.issueNonce('198.51.100.2');
    const signWith = async (n: string) => {
      const message = walletProofMessage({
        address: account.address,
        chainId: 1,
        nonce: n,
        domain: TEST_DOMAIN,
        uri: `http://${TEST_DOMAIN}`,
        now: new Date(),
      });
      return auth.signIn(message, await account.signMessage({ message }));
    };
    await expect(signWith(ownFirst)).rejects.toThrow(/nonce is unknown/);
    expect((await signWith(nonce)).address).toBe(account.address);
  });

  it('a nonce issued by one instance signs in at another, whose session every instance honours', async () => {
    const shared = { AUTH_SECRET: 'a shared secret of at least thirty-two characters' };
    const [one, two] = [await startTestApp(db, shared), await startTestApp(db, shared)];
    try {
      const account = privateKeyToAccount(KEY_1);
      const nonce = await postJson(`${one.url}/api/auth/nonce`, {});
      const message = walletProofMessage({
        address: account.address,
        chainId: 8453,
        nonce: String(nonce.body.nonce),
        domain: TEST_DOMAIN,
        uri: `http://${TEST_DOMAIN}`,
        now: new Date(),
      });
      const signed = { message, signature: await account.signMessage({ message }) };
      const session = await postJson(`${two.url}/api/auth/session`, signed);
      expect(session.status).toBe(201);
      const me = await getJson(`${one.url}/api/auth/session`, {
        headers: bearer(String(session.body.token)),
      });
      expect(me.body.address).toBe(account.address);
      // Spent at the second instance, the nonce is spent at the first too.
      expect((await postJson(`${one.url}/api/auth/session`, signed)).status).toBe(401);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('retention', () => {
  it('records older than the retention window are not listed and are swept; each wallet keeps its newest N', async () => {
    let now = new Date();
    const repo = new NotificationsRepository(db.db);
    const service = new NotificationsService(repo, { retentionDays: 90, maxPerWallet: 3, now: () => now });
    const owner = privateKeyToAccount(KEY_1).address;
    for (let i = 0; i < 5; i++) {
      await service.trigger('transfer.initiated', {
        id: `transfer_${1000 + i}`,
        amount: '1',
        asset: 'USDC',
        sourceChain: 8453,
        destinationChain: 1,
        recipient: owner,
        status: 'burning',
        timestamp: 1000 + i,
        transferMode: 'standard',
      });
    }
    const kept = await service.list(owner, 100);
    expect(kept.map((n) => n.transferId)).toEqual(['transfer_1004', 'transfer_1003', 'transfer_1002']);
    now = new Date(Date.now() + 91 * 86_400_000);
    expect(await service.list(owner, 100)).toEqual([]);
    expect(await service.sweep()).toBeGreaterThanOrEqual(3);
  });
});
