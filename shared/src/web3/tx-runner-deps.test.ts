// The viem adapter: a chain without eth_simulateV1 makes the runner fall back to estimates; any other error stops it.
import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { chainClientFrom, simulationUnsupported } from './tx-runner-deps';

type Adapted = Parameters<typeof chainClientFrom>[0];
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
const call = { to: user, data: '0x' as const };

function viemLike(simulateCalls: () => Promise<unknown>): Adapted {
  return { simulateCalls } as unknown as Pick<PublicClient, 'simulateCalls'> as Adapted;
}

describe('chainClientFrom.simulateSequence', () => {
  it('answers the first failing call, null when all succeed, and undefined when the node lacks the method', async () => {
    const failing = chainClientFrom(
      viemLike(async () => ({
        results: [{ status: 'success' }, { status: 'failure', error: new Error('paused') }],
      })),
    );
    expect(await failing.simulateSequence(user, [call, call])).toMatchObject({ index: 1 });
    const sound = chainClientFrom(viemLike(async () => ({ results: [{ status: 'success' }] })));
    expect(await sound.simulateSequence(user, [call])).toBeNull();
    const missing = chainClientFrom(
      viemLike(async () => Promise.reject({ code: -32601, message: 'Method not found' })),
    );
    expect(await missing.simulateSequence(user, [call])).toBeUndefined();
  });

  it('does not mistake a real failure for a missing method', async () => {
    const down = chainClientFrom(viemLike(async () => Promise.reject(new Error('fetch failed'))));
    await expect(down.simulateSequence(user, [call])).rejects.toThrow('fetch failed');
    expect(simulationUnsupported({ cause: { details: 'eth_simulateV1 is not available' } })).toBe(true);
    expect(simulationUnsupported(new Error('timeout'))).toBe(false);
  });
});
