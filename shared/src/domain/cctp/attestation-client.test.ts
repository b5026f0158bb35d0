// The attestation service's one client: its URLs and its one error policy.
import { attestationClient, attestationUrls } from './attestation-client';

const calls: { url: string; method: string }[] = [];
function fakeFetch(answer: (url: string) => Response | Error): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    const a = answer(url);
    if (a instanceof Error) throw a;
    return a;
  }) as typeof fetch;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls.length = 0;
});

test('every path is built from the base, with or without its trailing slash', () => {
  for (const base of ['https://iris-api.circle.com', 'https://iris-api.circle.com/']) {
    const urls = attestationUrls(base);
    expect(urls.messages(6, '0xabc')).toBe('https://iris-api.circle.com/v2/messages/6?transactionHash=0xabc');
    expect(urls.fees(6, 3)).toBe('https://iris-api.circle.com/v2/burn/USDC/fees/6/3');
    expect(urls.fastAllowance()).toBe('https://iris-api.circle.com/v2/fastBurn/USDC/allowance');
    expect(urls.reattest('0x01')).toBe('https://iris-api.circle.com/v2/reattest/0x01');
  }
});

test('fees and allowance read from their paths; the route uses the chains’ CCTP domains', async () => {
  const client = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch((url) =>
      url.includes('/fees/')
        ? json([
            { finalityThreshold: 1000, minimumFee: 1 },
            { finalityThreshold: 2000, minimumFee: 0 },
          ])
        : json({ allowance: 123.5, lastUpdated: '2025-01-01T00:00:00Z' }),
    ),
  });
  expect(await client.fastTerms(8453, 42161)).toEqual({
    schedule: { minimumFee: 0n, percentage: 0.01, maxFee: null },
    allowanceUsdc: 123.5,
  });
  expect(calls.map((c) => c.url).sort()).toEqual([
    'http://iris/v2/burn/USDC/fees/6/3',
    'http://iris/v2/fastBurn/USDC/allowance',
  ]);
});

test('a refused or unreachable service: the single reads throw, the terms read as not known', async () => {
  const refused = attestationClient({ baseUrl: 'http://iris', fetch: fakeFetch(() => json({}, 503)) });
  await expect(refused.feeSchedule(8453, 1)).rejects.toThrow('fee service answered HTTP 503');
  await expect(refused.fastAllowance()).rejects.toThrow('allowance service answered HTTP 503');
  expect(await refused.fastTerms(8453, 1)).toEqual({ schedule: null, allowanceUsdc: null });

  const down = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch(() => new TypeError('fetch failed')),
  });
  await expect(down.fastAllowance()).rejects.toThrow('allowance service is unreachable');
  expect(await down.fastTerms(8453, 1)).toEqual({ schedule: null, allowanceUsdc: null });

  const garbled = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch(() => new Response('<html>', { status: 200 })),
  });
  expect(await garbled.fastTerms(8453, 1)).toEqual({ schedule: null, allowanceUsdc: null });
});

test('an allowance answer without a number reads as not known', async () => {
  const client = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch(() => json({ allowance: 'lots' })),
  });
  expect(await client.fastAllowance()).toBeNull();
});

test('the caller’s own abort is not swallowed as "not known"', async () => {
  const controller = new AbortController();
  controller.abort();
  const client = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch(() => new DOMException('aborted', 'AbortError')),
  });
  await expect(client.fastTerms(8453, 1, controller.signal)).rejects.toThrow();
});

test('re-attestation is a POST; a refusal is an error the user reads; every request is counted', async () => {
  let counted = 0;
  const ok = attestationClient({
    baseUrl: 'http://iris/',
    fetch: fakeFetch(() => json({ message: 'ok' })),
    onRequest: () => {
      counted += 1;
    },
  });
  await ok.reattest('0x01');
  expect(calls).toEqual([{ url: 'http://iris/v2/reattest/0x01', method: 'POST' }]);
  const refused = attestationClient({
    baseUrl: 'http://iris',
    fetch: fakeFetch(() => json({}, 400)),
    onRequest: () => {
      counted += 1;
    },
  });
  await expect(refused.reattest('0x01')).rejects.toThrow('Re-attestation was refused (HTTP 400)');
  expect(counted).toBe(2);
});
