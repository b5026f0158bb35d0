// Transfer records in the database (PGlite): merged per burn, never lost, and only the proven wallet's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { transferRecordSchema } from '@fin/shared/schemas/transfers';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { TransfersRepository } from '../src/modules/transfers/adapter';
import type { BurnOwnership } from '../src/modules/transfers/burn-owner';
import { TransfersService } from '../src/modules/transfers/service';
import { DownChainReader } from './support/fake-chains';
import { getJson, postJson, startTestApp, type TestServer } from './support/test-app';
import { bearer, KEY_1, KEY_2, signIn } from './support/wallet-session';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const THIRD = '0x90F79bf6EB2c8f870365E785982E1f101E93b906';
const BURN = `0x${'ab'.repeat(32)}` as const;
const T0 = 1763726400000;

/** What the source chain says about each burn (the real check against a devnet is in transfers.devnet.test.ts). */
const depositors = new Map<string, string>();
const chainSays: BurnOwnership = {
  ownerOf: async (_chainId, txHash) => {
    const depositor = depositors.get(txHash);
    return depositor
      ? { found: true, depositor: depositor as `0x${string}` }
      : { found: false, reason: 'the transaction is not on the chain (yet)' };
  },
};
depositors.set(BURN, WALLET);

const record = (over: Partial<CctpTransfer> = {}): CctpTransfer => ({
  id: 'transfer_1763726400000',
  amount: '25',
  asset: 'USDC',
  sourceChain: 8453,
  destinationChain: 42161,
  recipient: WALLET,
  status: 'burned',
  timestamp: 1763726400000,
  transferMode: 'fast',
  txHash: BURN,
  maxFee: '3001',
  updatedAt: 1763726400000,
  ...over,
});

let dir: string;
let db: Database;
let service: TransfersService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fin-transfers-'));
  db = await openDatabase({ kind: 'pglite', dataDir: dir });
  // The clock stands a day after the records were written (retention counts from it).
  service = new TransfersService(new TransfersRepository(db.db), chainSays, () => T0 + 86_400_000);
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('transfer records', () => {
  it('keeps the furthest step and everything learnt, whatever order the writes arrive in', async () => {
    await service.upsert(WALLET, record());
    const attested = record({
      status: 'attested',
      message: '0x01',
      attestation: '0x02',
      eventNonce: `0x${'cd'.repeat(32)}`,
      updatedAt: 5,
    });
    await service.upsert(WALLET, attested);
    // A stale tab writes 'burned' again later: the attestation is not lost.
    const stale = await service.upsert(WALLET, record({ updatedAt: T0 + 9 }));
    expect(stale).toMatchObject({ status: 'attested', message: '0x01', attestation: '0x02' });
    const done = await service.upsert(
      WALLET,
      record({ status: 'completed', mintTxHash: `0x${'ef'.repeat(32)}`, updatedAt: T0 + 10 }),
    );
    expect(done).toMatchObject({ status: 'completed', message: '0x01', mintTxHash: `0x${'ef'.repeat(32)}` });
    const list = await service.list(WALLET);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ txHash: BURN, status: 'completed', amount: '25', maxFee: '3001' });
  });

  it("refuses another wallet's record and lists only the proven wallet's", async () => {
    await expect(service.upsert(OTHER, record())).rejects.toMatchObject({ status: 403 });
    await expect(service.upsert(OTHER, record({ recipient: OTHER }))).rejects.toMatchObject({
      status: 403,
      message: 'This burn on Base was made by another wallet; only the wallet that burned it can record it',
    });
    expect(await service.list(OTHER)).toEqual([]);
  });

  it('a burn recorded first by a stranger is refused, and its owner records it', async () => {
    const burn = `0x${'5a'.repeat(32)}` as const;
    depositors.set(burn, WALLET);
    await expect(service.upsert(OTHER, record({ recipient: OTHER, txHash: burn }))).rejects.toMatchObject({
      status: 403,
    });
    const saved = await service.upsert(WALLET, record({ txHash: burn, status: 'completed' }));
    expect(saved).toMatchObject({ txHash: burn, recipient: WALLET });
    expect((await service.list(WALLET)).some((t) => t.txHash === burn)).toBe(true);
  });

  it('a hash the chain does not know as a burn is refused with the reason, and nothing is stored', async () => {
    const unknown = `0x${'99'.repeat(32)}` as const;
    await expect(service.upsert(WALLET, record({ txHash: unknown }))).rejects.toMatchObject({
      status: 409,
      code: 'BURN_NOT_FOUND',
    });
    const down: BurnOwnership = {
      ownerOf: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    await expect(
      new TransfersService(new TransfersRepository(db.db), down).upsert(WALLET, record({ txHash: unknown })),
    ).rejects.toMatchObject({ status: 503, code: 'CHAIN_UNAVAILABLE' });
    expect((await service.list(WALLET)).some((t) => t.txHash === unknown)).toBe(false);
  });

  it("without a sign-in, the burn's depositor saves what the chain shows of it, and no more", async () => {
    const burn = `0x${'6b'.repeat(32)}` as const;
    depositors.set(burn, THIRD);
    // A stranger sends a record of the wallet's burn claiming it finished, with a mint and an error of its own.
    const claimed = await service.upsertProvenOnChain(
      record({
        recipient: THIRD,
        txHash: burn,
        status: 'completed',
        mintTxHash: `0x${'01'.repeat(32)}`,
        error: 'planted',
      }),
    );
    expect(claimed).toMatchObject({ txHash: burn, recipient: THIRD, status: 'burned', transferMode: 'fast' });
    expect(claimed.mintTxHash).toBeUndefined();
    expect(claimed.error).toBeUndefined();
    // What the signed-in wallet recorded is never lowered by a later write without a sign-in.
    await service.upsert(
      THIRD,
      record({ recipient: THIRD, txHash: burn, status: 'attested', message: '0x01', attestation: '0x02' }),
    );
    const after = await service.upsertProvenOnChain(
      record({ recipient: THIRD, txHash: burn, updatedAt: T0 + 50 }),
    );
    expect(after).toMatchObject({ status: 'attested', message: '0x01', attestation: '0x02' });
    // A burn made by another wallet cannot be recorded in this one's name.
    await expect(
      service.upsertProvenOnChain(record({ recipient: OTHER, txHash: burn })),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(await service.list(OTHER)).toEqual([]);
  });

  it('keeps unminted burns forever; completed ones follow the 90-day retention', async () => {
    const later = new TransfersService(new TransfersRepository(db.db), chainSays, () => T0 + 91 * 86_400_000);
    const pending = `0x${'77'.repeat(32)}` as const;
    depositors.set(pending, WALLET);
    await later.upsert(WALLET, record({ txHash: pending, updatedAt: T0 }));
    const list = await later.list(WALLET);
    // The completed transfer from T0 is past retention; the unminted burn stays.
    expect(list.map((t) => t.txHash)).toEqual([pending]);
  });

  it('the request schema refuses malformed records with readable messages', () => {
    const bad = transferRecordSchema.safeParse({ ...record(), txHash: '0x12', destinationChain: 8453 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toContain('txHash: must be a 0x hash of 64 hex characters');
    expect(transferRecordSchema.safeParse({ ...record(), sourceChain: 'base' }).success).toBe(true);
  });
});

describe('/api/transfers over HTTP', () => {
  let api: TestServer;
  let dir2: string;
  let db2: Database;
  beforeAll(async () => {
    dir2 = mkdtempSync(join(tmpdir(), 'fin-transfers-http-'));
    db2 = await openDatabase({ kind: 'pglite', dataDir: dir2 });
    depositors.set(BURN, privateKeyToAddress(KEY_1));
    api = await startTestApp(db2, {}, { chains: new DownChainReader(), burns: chainSays });
  });
  afterAll(async () => {
    await api?.close();
    await db2?.close();
    rmSync(dir2, { recursive: true, force: true });
  });

  it('saves a burn without a sign-in; reading needs the wallet proof, and a wallet reads only its own', async () => {
    const me = privateKeyToAddress(KEY_1);
    const body = { ...record(), recipient: me };
    // The burn proves its wallet on chain: saving asks for no signature, and only the burn is taken.
    const unsigned = await postJson(`${api.url}/api/transfers`, { ...body, status: 'completed' });
    expect(unsigned.status).toBe(200);
    expect(unsigned.body.transfer).toMatchObject({ txHash: BURN, status: 'burned', recipient: me });
    const unsignedRead = await getJson(`${api.url}/api/transfers/${me}`);
    expect(unsignedRead.status).toBe(401);
    const stranger = await postJson(`${api.url}/api/transfers`, {
      ...body,
      recipient: privateKeyToAddress(KEY_2),
    });
    expect(stranger.status).toBe(403);
    const token = await signIn(api.url, KEY_1);
    const saved = await postJson(`${api.url}/api/transfers`, body, bearer(token));
    expect(saved.status).toBe(200);
    expect(saved.body.transfer).toMatchObject({ txHash: BURN, status: 'burned', recipient: me });
    const list = await getJson(`${api.url}/api/transfers/${me}`, { headers: bearer(token) });
    expect(list.status).toBe(200);
    expect((list.body.transfers as unknown[]).length).toBe(1);
    const other = await getJson(`${api.url}/api/transfers/${privateKeyToAddress(KEY_2)}`, {
      headers: bearer(token),
    });
    expect(other.status).toBe(403);
    const bad = await postJson(`${api.url}/api/transfers`, { ...body, txHash: 'nope' }, bearer(token));
    expect(bad.status).toBe(400);
  });
});
