// Property-based: malformed bodies, queries and paths thrown at every route never produce a 5xx, never an
// unhandled rejection, and every error comes back in the envelope. Chains answer "reverted" (zero balances) so a
// generated input that happens to be valid gets a normal 200.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { RevertingChainReader } from './support/fake-chains';
import { envelopeCode, openTestDatabase, startTestApp, type TestServer } from './support/test-app';

let db: Database;
let api: TestServer;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  db = await openTestDatabase();
  api = await startTestApp(db, {}, { chains: new RevertingChainReader() });
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await api?.close();
  await db?.close();
});

const RUNS = 120;
const hex = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength });

async function expectWellFormed(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(envelopeCode(JSON.parse(text))).toMatch(/^[A-Z_]+$/);
  }
}

/** Values shaped like the real fields, valid or not, mixed with arbitrary JSON. */
const fieldish = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
    '0x',
    '',
  ),
  hex(44).map((h) => `0x${h}`),
  fc.constantFrom(1, 8453, 42161, 43114, 10, 137, 84532, 56, -1, 0, 1.5, 2 ** 53, Number.MAX_VALUE),
  fc.constantFrom('1', '8453', '1e3', '-5', '0.0000001', '999999999999999999999', 'NaN', 'base', 'Base'),
  fc.constantFrom('transfer.initiated', 'transfer.failed', 'transfer.completed', 'fast', 'standard', 'USDC'),
);

const keys = ['address', 'chainId', 'tokenAddress', 'decimals', 'event', 'transfer', 'amount', 'id'];
const objectish = fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), fieldish, { maxKeys: 8 });
const transferish = fc.record({
  event: fieldish,
  transfer: fc.oneof(
    fieldish,
    fc.dictionary(
      fc.constantFrom(
        'id',
        'amount',
        'asset',
        'sourceChain',
        'destinationChain',
        'recipient',
        'status',
        'timestamp',
        'transferMode',
        'txHash',
        'error',
      ),
      fieldish,
    ),
  ),
});
const bodies = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  objectish.map((o) => JSON.stringify(o)),
  transferish.map((o) => JSON.stringify(o)),
  fc.string(),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('refresh', 'days', 'limit', 'chainId', 'includeZero'), fc.string()),
      // JSON text, not String(): a generated object such as {"toString": 0} cannot be turned into a string.
      fc.oneof(
        fieldish.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
        fc.string(),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString());

const segment = fc.oneof(
  fc.string().map(encodeURIComponent),
  hex(44).map((h) => `0x${h}`),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '..',
    '%2e%2e',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'aa70268e-4b52-42bf-a116-608b370f9501',
  ),
);

describe('malformed input never breaks the API', () => {
  it.each(['/api/blockchain/balance', '/api/blockchain/stablecoin-balances', '/api/notifications/trigger'])(
    'POST %s with arbitrary bodies',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(
          bodies,
          fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'),
          async (body, type) => {
            await expectWellFormed(
              await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body }),
            );
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it.each(['/api/portfolio/', '/api/notifications/', '/api/defi/pools/'])(
    'GET %s<arbitrary path>?<arbitrary query>',
    async (prefix) => {
      const suffix = prefix === '/api/defi/pools/' ? '/history' : '';
      await fc.assert(
        fc.asyncProperty(segment, queryString, async (seg, query) => {
          await expectWellFormed(await fetch(`${api.url}${prefix}${seg}${suffix}?${query}`));
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(['/api/defi/all-stablecoins', '/api/morpho-vaults', '/api/health', '/api/ready'])(
    'GET %s?<arbitrary query>',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          await expectWellFormed(await fetch(`${api.url}${path}?${query}`));
        }),
        { numRuns: 40 },
      );
    },
  );

  it('answers arbitrary paths and methods with the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        async (segs, method) => {
          await expectWellFormed(await fetch(`${api.url}/api/${segs.join('/')}`, { method }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('left no unhandled rejection behind', () => {
    expect(rejections).toEqual([]);
  });
});
