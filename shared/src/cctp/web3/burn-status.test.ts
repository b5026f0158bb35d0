// The one reader of where a burn stands, against a fake attestation service replaying Circle's recorded V2 answer
// and a fake destination chain whose `usedNonces` the test sets: every stage, a forwarded burn's relayer verdicts,
// and the faults (Circle unreachable, the destination unreadable).
import { readFileSync } from 'node:fs';
import type { Hash, Hex, PublicClient } from 'viem';
import { type BurnRef, type BurnStatusDeps, readBurnStatus } from './burn-status';

const recorded = JSON.parse(
  readFileSync(new URL('../../../test-data/cctp/iris-v2-messages-sepolia.json', import.meta.url), 'utf8'),
) as { messages: Record<string, unknown>[] };
const signed = recorded.messages[0] as { message: Hex; attestation: Hex; eventNonce: Hex };
const NONCE = signed.eventNonce;
const TX = `0x${'ab'.repeat(32)}` as Hash;
const burn: BurnRef = { sourceChainId: 8453, destinationChainId: 42161, txHash: TX, mode: 'fast' };

type Iris = { status: number; body?: unknown } | Error;
const json = (body: unknown) => ({ status: 200, body });

function deps(iris: Iris, used: Set<Hex> = new Set(), destination: 'up' | 'down' = 'up') {
  const asked: string[] = [];
  const d: BurnStatusDeps = {
    attestationUrl: 'http://iris.test',
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      if (iris instanceof Error) throw iris;
      return new Response(JSON.stringify(iris.body ?? {}), { status: iris.status });
    }) as typeof fetch,
    client: () =>
      ({
        readContract: async ({ args }: { args: [Hex] }) => {
          if (destination === 'down') throw new Error('connection refused');
          return used.has(args[0].toLowerCase() as Hex) ? 1n : 0n;
        },
      }) as unknown as PublicClient,
  };
  return { d, asked };
}

test('Circle has no record yet: burned', async () => {
  const { d, asked } = deps({ status: 404, body: { error: 'Message not found' } });
  expect(await readBurnStatus(d, burn)).toMatchObject({ stage: 'burned', eventNonce: null, message: null });
  expect(asked).toEqual([`http://iris.test/v2/messages/6?transactionHash=${TX}`]);
});

test('seen by Circle, not signed: attesting, with its nonce', async () => {
  const pending = {
    messages: [{ status: 'pending_confirmations', attestation: 'PENDING', eventNonce: NONCE }],
  };
  expect(await readBurnStatus(deps(json(pending)).d, burn)).toMatchObject({
    stage: 'attesting',
    eventNonce: NONCE,
    attestation: null,
  });
});

test('signed and not minted: ready, with the message and attestation to mint with', async () => {
  const status = await readBurnStatus(deps(json(recorded)).d, burn);
  expect(status).toMatchObject({ stage: 'ready', eventNonce: NONCE, destinationUnread: false });
  expect(status.message).toBe(signed.message.toLowerCase());
  expect(status.attestation).toBe(signed.attestation.toLowerCase());
});

test('signed and its nonce used on the destination: minted (here or elsewhere)', async () => {
  expect(await readBurnStatus(deps(json(recorded), new Set([NONCE])).d, burn)).toMatchObject({
    stage: 'minted',
    eventNonce: NONCE,
  });
});

test('a known nonce (a record) is checked on the destination without asking Circle', async () => {
  const { d, asked } = deps(new Error('Circle must not be asked'), new Set([NONCE]));
  expect(await readBurnStatus(d, { ...burn, eventNonce: NONCE })).toMatchObject({ stage: 'minted' });
  expect(asked).toEqual([]);
  const notYet = deps(new Error('Circle must not be asked'));
  expect(await readBurnStatus(notYet.d, { ...burn, eventNonce: NONCE })).toMatchObject({
    stage: 'attesting',
    eventNonce: NONCE,
  });
});

describe('a forwarded burn: what Circle says of its relayer', () => {
  const forwarded = { ...burn, mode: 'forwarded' as const };
  const withForward = (extra: Record<string, unknown>) =>
    json({ messages: [{ ...recorded.messages[0], ...extra }] });
  const mintTx = `0x${'cd'.repeat(32)}`;

  test('delivered: minted, with the relayer’s mint transaction (Circle is asked even with the nonce known)', async () => {
    const { d, asked } = deps(
      withForward({ forwardState: 'CONFIRMED', forwardTxHash: mintTx }),
      new Set([NONCE]),
    );
    const status = await readBurnStatus(d, { ...forwarded, eventNonce: NONCE });
    expect(status).toMatchObject({ stage: 'minted', forward: { kind: 'delivered', txHash: mintTx } });
    expect(asked).toHaveLength(1);
  });

  test('failed: ready for the user’s own mint, with Circle’s reason', async () => {
    const status = await readBurnStatus(
      deps(withForward({ forwardState: 'FAILED', forwardErrorCode: 'GAS_TOO_HIGH' })).d,
      forwarded,
    );
    expect(status.stage).toBe('ready');
    expect(status.forward).toEqual({
      kind: 'failed',
      reason: "Circle's Forwarding Service did not mint this transfer (GAS_TOO_HIGH)",
    });
  });

  test('still with Circle: ready, the relayer pending', async () => {
    const status = await readBurnStatus(deps(withForward({ forwardState: 'PENDING' })).d, forwarded);
    expect(status).toMatchObject({ stage: 'ready', forward: { kind: 'wait', state: 'PENDING' } });
  });
});

describe('faults', () => {
  test('Circle unreachable: burned (nothing known), never minted by guess', async () => {
    expect(await readBurnStatus(deps(new TypeError('fetch failed')).d, burn)).toMatchObject({
      stage: 'burned',
      eventNonce: null,
    });
  });

  test('Circle answering 500: burned', async () => {
    expect(await readBurnStatus(deps({ status: 500 }).d, burn)).toMatchObject({ stage: 'burned' });
  });

  test('the destination down: the error reaches the caller by default', async () => {
    await expect(readBurnStatus(deps(json(recorded), new Set(), 'down').d, burn)).rejects.toThrow(
      'connection refused',
    );
  });

  test('the destination unreadable through a caller’s own reader: named unread, not called minted', async () => {
    const { d } = deps(json(recorded));
    const status = await readBurnStatus({ ...d, minted: async () => undefined }, burn);
    expect(status).toMatchObject({ stage: 'ready', destinationUnread: true });
  });
});
