// The Forwarding Service adapter against Circle's documented request and answer shapes.
import { attestationClient } from './attestation-client';
import {
  FAST_FINALITY_THRESHOLD,
  forwardFeeFromIris,
  quoteTransfer,
  STANDARD_FINALITY_THRESHOLD,
} from './fees';
import {
  burnTransferMode,
  FORWARD_HOOK_DATA,
  FORWARD_TIMEOUT_MS,
  ForwardingError,
  isForwardHookData,
  judgeForward,
  pollForwarding,
} from './forwarding';

/** developers.circle.com/cctp/howtos/transfer-usdc-with-forwarding-service, step 1, "Example response". */
const CIRCLE_FORWARD_FEES = [
  { finalityThreshold: 1000, minimumFee: 1.3, forwardFee: { low: 206035, med: 207543, high: 209052 } },
  { finalityThreshold: 2000, minimumFee: 0, forwardFee: { low: 206035, med: 207543, high: 209052 } },
];
/** developers.circle.com/cctp/concepts/forwarding-service, "Hook format": the static forwarding hook data. */
const CIRCLE_STATIC_HOOK = '0x636374702d666f72776172640000000000000000000000000000000000000000';
const MINT = `0x${'03c7a10f'.repeat(8)}`;
/** The fields of a forwarded message in Iris's GET /v2/messages answer (api-reference/cctp/all/get-messages-v2). */
const message = (fields: Record<string, unknown>) => ({
  messages: [{ status: 'complete', cctpVersion: 2, attestation: '0xaa', message: '0xbb', ...fields }],
});

describe("Circle's forwarding hook data", () => {
  it('is the documented static value: "cctp-forward" in a bytes24, version 0, no additional data', () => {
    expect(FORWARD_HOOK_DATA).toBe(CIRCLE_STATIC_HOOK);
    expect(isForwardHookData(CIRCLE_STATIC_HOOK)).toBe(true);
    expect(isForwardHookData(`${CIRCLE_STATIC_HOOK}abcd`)).toBe(true); // integrator data may follow
    expect(isForwardHookData('0x1234')).toBe(false);
  });
});

describe("the forwarding fee from Circle's fee endpoint", () => {
  it('asks with ?forward=true and reads med, in USDC base units, for the finality burned at', async () => {
    const urls: string[] = [];
    const client = attestationClient({
      baseUrl: 'https://iris-api.circle.com/',
      fetch: (async (url: string) => {
        urls.push(url);
        return Response.json(CIRCLE_FORWARD_FEES);
      }) as typeof fetch,
    });
    expect(await client.forwardingFee(8453, 42161, FAST_FINALITY_THRESHOLD)).toBe(207_543n);
    expect(urls).toEqual(['https://iris-api.circle.com/v2/burn/USDC/fees/6/3?forward=true']);
    expect(forwardFeeFromIris(CIRCLE_FORWARD_FEES, STANDARD_FINALITY_THRESHOLD)).toBe(207_543n);
  });

  it('is unknown without a forwardFee (a plain fee answer) or with a malformed one', () => {
    expect(forwardFeeFromIris([{ finalityThreshold: 1000, minimumFee: 1 }], 1000)).toBeNull();
    expect(forwardFeeFromIris([{ finalityThreshold: 1000, forwardFee: { med: 'x' } }], 1000)).toBeNull();
    expect(forwardFeeFromIris({ error: 'nope' }, 1000)).toBeNull();
  });
});

describe("Iris's forwardState", () => {
  it('CONFIRMED or COMPLETE with a hash is the relayer mint; FAILED is final; PENDING and SENT wait', () => {
    expect(judgeForward(message({ forwardState: 'CONFIRMED', forwardTxHash: MINT }))).toEqual({
      kind: 'delivered',
      txHash: MINT,
    });
    expect(judgeForward(message({ forwardState: 'COMPLETE', forwardTxHash: MINT })).kind).toBe('delivered');
    expect(judgeForward(message({ forwardState: 'FAILED', forwardErrorCode: 'INSUFFICIENT_FEE' }))).toEqual({
      kind: 'failed',
      reason: "Circle's Forwarding Service did not mint this transfer (INSUFFICIENT_FEE)",
    });
    expect(judgeForward(message({ forwardState: 'PENDING' }))).toEqual({ kind: 'wait', state: 'PENDING' });
    expect(judgeForward(message({ forwardState: 'SENT', forwardTxHash: MINT })).kind).toBe('wait');
    expect(judgeForward(message({ forwardState: 'CONFIRMED' })).kind).toBe('wait'); // no hash yet
    expect(judgeForward(null).kind).toBe('wait');
  });

  it('is polled until the mint is reported, through dropped answers, or gives up after its timeout', async () => {
    const answers: (Response | Error)[] = [
      new Error('socket hang up'),
      Response.json(message({ forwardState: 'PENDING' })),
      Response.json(message({ forwardState: 'CONFIRMED', forwardTxHash: MINT })),
    ];
    const fetch = (async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next as Response;
    }) as unknown as typeof globalThis.fetch;
    const base = {
      baseUrl: 'http://iris',
      sourceDomain: 6,
      lookup: { transactionHash: MINT as `0x${string}` },
    };
    expect(await pollForwarding({ ...base, fetch, sleep: async () => {} })).toBe(MINT);

    let clock = 0;
    const pending = pollForwarding({
      ...base,
      fetch: (async () => Response.json(message({ forwardState: 'PENDING' }))) as unknown as typeof fetch,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    await expect(pending).rejects.toBeInstanceOf(ForwardingError);
    expect(clock).toBeGreaterThanOrEqual(FORWARD_TIMEOUT_MS);
  });
});

describe('a pasted forwarded message (no burn hash)', () => {
  it("asks Iris by the message's nonce", async () => {
    const asked: string[] = [];
    const fetch = (async (url: string) => {
      asked.push(url);
      return Response.json(message({ forwardState: 'COMPLETE', forwardTxHash: MINT }));
    }) as unknown as typeof globalThis.fetch;
    const nonce = `0x${'ab'.repeat(32)}` as const;
    await pollForwarding({ baseUrl: 'http://iris/', sourceDomain: 3, lookup: { nonce }, fetch });
    expect(asked).toEqual([`http://iris/v2/messages/3?nonce=${nonce}`]);
  });
});

describe('how a burn found on chain or pasted was sent', () => {
  it('forwarded when its hook data begins with cctp-forward, whatever its finality; else by finality', () => {
    expect(burnTransferMode({ hookData: FORWARD_HOOK_DATA, minFinalityThreshold: 1000 })).toBe('forwarded');
    expect(burnTransferMode({ hookData: `${FORWARD_HOOK_DATA}beef`, minFinalityThreshold: 2000 })).toBe(
      'forwarded',
    );
    expect(burnTransferMode({ hookData: '0x', minFinalityThreshold: 1000 })).toBe('fast');
    expect(burnTransferMode({ hookData: '0x', minFinalityThreshold: 2000 })).toBe('standard');
    // Other hook data (an integrator's own hook) is not a forward request.
    expect(burnTransferMode({ hookData: '0x1234', minFinalityThreshold: 2000 })).toBe('standard');
  });
});

describe('the quote of a forwarded transfer', () => {
  const input = {
    amount: 20_000_000n,
    sourceChainId: 8453,
    destinationChainId: 42161,
    schedule: { minimumFee: 0n, percentage: 0.01, maxFee: null },
    allowanceUsdc: 1_000_000,
    forwardFee: 200_000n,
  };

  it('goes fast and takes the fast fee and the forwarding fee from what arrives', () => {
    const q = quoteTransfer({ ...input, wanted: 'forwarded' });
    expect(q.mode).toMatchObject({ type: 'forwarded', minFinalityThreshold: 1000, available: true });
    expect([q.fee, q.forwardFee, q.total, q.receive]).toEqual([202_000n, 200_000n, 20_000_000n, 19_798_000n]);
  });

  it('is offered only where Fast is, with a known fee covered by the amount; otherwise it is Fast', () => {
    expect(quoteTransfer({ ...input, wanted: 'fast' }).forwardEligible).toBe(true);
    expect(quoteTransfer({ ...input, wanted: 'forwarded', forwardFee: null }).mode.type).toBe('fast');
    expect(quoteTransfer({ ...input, wanted: 'forwarded', amount: 200_000n }).forwardEligible).toBe(false);
    const avalanche = quoteTransfer({ ...input, sourceChainId: 43114, wanted: 'forwarded' });
    expect([avalanche.forwardEligible, avalanche.mode.type]).toEqual([false, 'standard']);
  });
});
