import { describe, expect, it } from 'vitest';
import { isUserRejectedError, switchNetworkWithRetry } from './network-switch';

/** A fake wallet: `results` says what each switch request does; records sleeps and requests. */
function fakeWallet(
  startChain: number,
  results: ('switch' | 'ignore' | 'fail' | 'reject' | 'reject-nested')[],
) {
  let chainId = startChain;
  const sleeps: number[] = [];
  const requests: number[] = [];
  return {
    sleeps,
    requests,
    deps: {
      chainName: 'Base',
      targetChainId: 8453,
      getChainId: () => chainId,
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
      switchChain: async (target: number) => {
        requests.push(target);
        const result = results[requests.length - 1];
        if (result === 'switch') chainId = target;
        if (result === 'fail') throw new Error('Internal JSON-RPC error');
        if (result === 'reject') throw Object.assign(new Error('User rejected'), { code: 4001 });
        if (result === 'reject-nested') {
          throw new Error('SwitchChainError', { cause: { name: 'UserRejectedRequestError', code: 4001 } });
        }
      },
    },
  };
}

describe('switchNetworkWithRetry', () => {
  it('succeeds on the 2nd attempt: waits 2 s after each request and 1 s between tries', async () => {
    const wallet = fakeWallet(1, ['fail', 'switch']);
    await switchNetworkWithRetry(wallet.deps);
    expect(wallet.requests).toEqual([8453, 8453]);
    expect(wallet.sleeps).toEqual([1000, 2000]);
  });

  it('retries when the wallet accepts but stays on the old chain', async () => {
    const wallet = fakeWallet(1, ['ignore', 'ignore', 'switch']);
    await switchNetworkWithRetry(wallet.deps);
    expect(wallet.sleeps).toEqual([2000, 1000, 2000, 1000, 2000]);
  });

  it('stops at once when the user rejects (code 4001, also nested in cause)', async () => {
    const direct = fakeWallet(1, ['reject', 'switch']);
    await expect(switchNetworkWithRetry(direct.deps)).rejects.toThrow('Network switch cancelled by user');
    expect(direct.requests).toHaveLength(1);

    const nested = fakeWallet(1, ['fail', 'reject-nested']);
    await expect(switchNetworkWithRetry(nested.deps)).rejects.toThrow('Network switch cancelled by user');
    expect(nested.requests).toHaveLength(2);
  });

  it('gives up after three failed attempts', async () => {
    const wallet = fakeWallet(1, ['fail', 'ignore', 'fail']);
    await expect(switchNetworkWithRetry(wallet.deps)).rejects.toThrow(
      'Failed to switch to Base after 3 attempts',
    );
    expect(wallet.requests).toHaveLength(3);
    expect(wallet.sleeps).toEqual([1000, 2000, 1000]);
  });

  it('asks nothing when already on the target chain', async () => {
    const wallet = fakeWallet(8453, []);
    await switchNetworkWithRetry(wallet.deps);
    expect(wallet.requests).toEqual([]);
  });
});

describe('isUserRejectedError', () => {
  it('finds 4001 on the error or its causes only', () => {
    expect(isUserRejectedError({ code: 4001 })).toBe(true);
    expect(isUserRejectedError(new Error('x', { cause: new Error('y', { cause: { code: 4001 } }) }))).toBe(
      true,
    );
    expect(isUserRejectedError({ code: 4902 })).toBe(false);
    expect(isUserRejectedError('4001')).toBe(false);
    expect(isUserRejectedError(null)).toBe(false);
  });
});
