import { readFileSync } from 'node:fs';
import {
  ATTESTATION_ERRORS,
  ATTESTATION_POLL_INTERVAL_MS,
  AttestationError,
  judgePoll,
  pollAttestation,
  startPolling,
} from './attestation';

const real = JSON.parse(
  readFileSync(new URL('../../../test-data/cctp/iris-v2-messages-sepolia.json', import.meta.url), 'utf8'),
);
const pending = {
  messages: [{ message: '0x', attestation: 'PENDING', status: 'pending_confirmations', delayReason: null }],
};
const T0 = 1_000_000;

test('a 200 with a 0x attestation is done and keeps the message Circle returned', () => {
  const v = judgePoll(startPolling(T0), { status: 200, body: real }, T0);
  expect(v.kind).toBe('done');
  if (v.kind === 'done') {
    expect(v.attested.message).toBe(real.messages[0].message);
    expect(v.attested.eventNonce).toBe(real.messages[0].eventNonce);
  }
});

test('PENDING and pending_confirmations keep waiting; only 0x strings count as attestations', () => {
  expect(judgePoll(startPolling(T0), { status: 200, body: pending }, T0).kind).toBe('wait');
  const numeric = { messages: [{ message: '0x', attestation: 12345, status: 'pending_confirmations' }] };
  expect(judgePoll(startPolling(T0), { status: 200, body: numeric }, T0).kind).toBe('wait');
});

test('complete without attestation, and a malformed attestation, fail with their texts', () => {
  const none = { messages: [{ ...real.messages[0], attestation: null }] };
  expect(judgePoll(startPolling(T0), { status: 200, body: none }, T0)).toMatchObject({
    kind: 'fail',
    error: ATTESTATION_ERRORS.completeWithout,
  });
  const short = {
    messages: [{ ...real.messages[0], attestation: real.messages[0].attestation.slice(0, 82) }],
  };
  expect(judgePoll(startPolling(T0), { status: 200, body: short }, T0)).toMatchObject({
    kind: 'fail',
    error: ATTESTATION_ERRORS.invalidFormat,
  });
});

test('404 is tolerated for 30 s from the first one, then fails', () => {
  let s = startPolling(T0);
  let v = judgePoll(s, { status: 404, body: null }, T0);
  expect(v.kind).toBe('wait');
  s = v.state;
  v = judgePoll(s, { status: 404, body: null }, T0 + 29_999);
  expect(v.kind).toBe('wait');
  v = judgePoll(v.state, { status: 404, body: null }, T0 + 30_000);
  expect(v).toMatchObject({ kind: 'fail', error: ATTESTATION_ERRORS.notFound });
});

test('the cap is 5 minutes; server errors and dropped connections are retried until then', () => {
  let s = startPolling(T0);
  const a = judgePoll(s, { status: 503, body: null }, T0 + 1000);
  expect(a.kind).toBe('wait');
  s = a.state;
  const b = judgePoll(s, { networkError: 'ECONNRESET' }, T0 + 2000);
  expect(b.kind).toBe('wait');
  expect(judgePoll(b.state, { status: 200, body: pending }, T0 + 300_000)).toMatchObject({
    kind: 'fail',
    error: ATTESTATION_ERRORS.timeout,
  });
});

test('the waiting text refreshes on polls 1, 6, 11 and names a held fast transfer', () => {
  let s = startPolling(T0);
  const texts: (string | null)[] = [];
  for (let i = 0; i < 11; i++) {
    const held = { messages: [{ ...pending.messages[0], delayReason: 'insufficient_fee' }] };
    const v = judgePoll(s, { status: 200, body: held }, T0 + i * 3000);
    if (v.kind !== 'wait') throw new Error('expected wait');
    texts.push(v.statusText);
    s = v.state;
  }
  expect(texts.map((t) => t !== null)).toEqual([
    true,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    true,
  ]);
  expect(texts[5]).toMatch(/15s elapsed \(6 checks\).*Fast transfer held by Circle/);
});

test('pollAttestation polls every 3 s and wraps failures as "Failed to get attestation: …"', async () => {
  let clock = T0;
  const slept: number[] = [];
  const replies = [
    { status: 404, body: null },
    { status: 200, body: pending },
    { status: 200, body: real },
  ];
  const urls: string[] = [];
  const result = await pollAttestation({
    baseUrl: 'http://iris.test/',
    sourceDomain: 0,
    transactionHash: `0x${'ab'.repeat(32)}`,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    fetch: (async (url: string) => {
      urls.push(url);
      const r = replies.shift()!;
      return new Response(JSON.stringify(r.body), { status: r.status });
    }) as typeof fetch,
  });
  expect(result.attestation).toBe(real.messages[0].attestation);
  expect(slept).toEqual([ATTESTATION_POLL_INTERVAL_MS, ATTESTATION_POLL_INTERVAL_MS]);
  expect(urls[0]).toBe(`http://iris.test/v2/messages/0?transactionHash=0x${'ab'.repeat(32)}`);

  clock = T0;
  const failing = pollAttestation({
    baseUrl: 'http://iris.test',
    sourceDomain: 6,
    transactionHash: `0x${'cd'.repeat(32)}`,
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    fetch: (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch,
  });
  await expect(failing).rejects.toBeInstanceOf(AttestationError);
  await expect(failing).rejects.toThrow(`Failed to get attestation: ${ATTESTATION_ERRORS.notFound}`);
});
