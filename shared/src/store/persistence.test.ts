// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A fresh page load: the store module runs again and reads browser storage as the page would. */
async function loadPage() {
  vi.resetModules();
  const { useFinStore } = await import('./fin-store');
  return useFinStore;
}

const savedItem = () => JSON.parse(localStorage.getItem('fin.store') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test("what today's pages saved (one key per setting) is read by the new store, then kept in its one item", async () => {
  localStorage.setItem(
    'fin.preferences',
    JSON.stringify({
      autoRebalance: false,
      yieldGoals: { [A]: { kind: 'apy', apy: 6 }, [B]: { kind: 'earnings', usd: 1200 } },
    }),
  );
  localStorage.setItem('fin.walletType', 'exchangeA');
  localStorage.setItem('fin.walletAddress', CHECKSUMMED);
  localStorage.setItem('fin.walletChainId', '8453');

  const store = await loadPage();
  expect(store.getState()).toMatchObject({
    autoRebalance: false,
    yieldGoals: { [A]: { kind: 'apy', apy: 6 }, [B]: { kind: 'earnings', usd: 1200 } },
    walletType: 'exchangeA',
    walletAddress: CHECKSUMMED,
    walletChainId: 8453,
    walletStatus: 'reconnecting',
  });
  // Moved, not copied: the old keys are gone, so a later disconnect cannot leave a stale wallet behind.
  expect(savedItem().version).toBe(1);
  for (const key of ['fin.preferences', 'fin.walletType', 'fin.walletAddress', 'fin.walletChainId'])
    expect(localStorage.getItem(key)).toBeNull();

  const again = await loadPage();
  expect(again.getState()).toMatchObject({
    autoRebalance: false,
    walletAddress: CHECKSUMMED,
    walletChainId: 8453,
  });
  expect(again.getState().yieldGoals[B]).toEqual({ kind: 'earnings', usd: 1200 });
});

test('a wallet alone (no settings saved yet) migrates with Auto Rebalance on', async () => {
  localStorage.setItem('fin.walletType', 'other');
  localStorage.setItem('fin.walletAddress', CHECKSUMMED);
  const store = await loadPage();
  expect(store.getState()).toMatchObject({
    autoRebalance: true,
    yieldGoals: {},
    walletType: 'other',
    walletAddress: CHECKSUMMED,
    walletChainId: null,
  });
});

test('a first visit starts with Auto Rebalance on, no goal and no wallet', async () => {
  const store = await loadPage();
  expect(store.getState()).toMatchObject({
    autoRebalance: true,
    yieldGoals: {},
    walletAddress: null,
    walletStatus: 'disconnected',
  });
});

test('goals are kept per wallet across a reload; clearing one leaves the other', async () => {
  const store = await loadPage();
  store.getState().setYieldGoal(A.toUpperCase().replace('0X', '0x'), { kind: 'apy', apy: 5 });
  store.getState().setYieldGoal(B, { kind: 'earnings', usd: 300 });
  store.getState().setAutoRebalance(false);

  const reloaded = await loadPage();
  expect(reloaded.getState().yieldGoals).toEqual({
    [A]: { kind: 'apy', apy: 5 },
    [B]: { kind: 'earnings', usd: 300 },
  });
  expect(reloaded.getState().autoRebalance).toBe(false);
  reloaded.getState().setYieldGoal(A, null);
  expect((await loadPage()).getState().yieldGoals).toEqual({ [B]: { kind: 'earnings', usd: 300 } });
});

test('connect is saved and disconnect clears it; toasts and dialogs are not saved', async () => {
  const store = await loadPage();
  store.getState().setWallet({ type: 'other', address: CHECKSUMMED, chainId: 10 });
  store.getState().pushToast({ tone: 'success', title: 'Sent' });
  expect(Object.keys(savedItem().state).sort()).toEqual([
    'autoRebalance',
    'walletAddress',
    'walletChainId',
    'walletType',
    'yieldGoals',
  ]);
  expect((await loadPage()).getState()).toMatchObject({ walletAddress: CHECKSUMMED, walletChainId: 10 });

  (await loadPage()).getState().clearWallet();
  expect((await loadPage()).getState()).toMatchObject({ walletAddress: null, walletStatus: 'disconnected' });
});

test('damaged storage reads as defaults, field by field, instead of breaking the page', async () => {
  localStorage.setItem('fin.preferences', '{not json');
  localStorage.setItem('fin.walletType', 'someone-else');
  expect((await loadPage()).getState()).toMatchObject({
    autoRebalance: true,
    yieldGoals: {},
    walletType: null,
  });

  localStorage.setItem(
    'fin.store',
    JSON.stringify({
      version: 1,
      state: {
        autoRebalance: 'no',
        yieldGoals: {
          [A]: { kind: 'apy', apy: 6 },
          bad: { kind: 'apy', apy: 6 },
          [B]: { kind: 'apy', apy: -1 },
        },
        walletChainId: 'x',
      },
    }),
  );
  expect((await loadPage()).getState()).toMatchObject({
    autoRebalance: true,
    yieldGoals: { [A]: { kind: 'apy', apy: 6 } },
    walletChainId: null,
  });

  localStorage.setItem('fin.store', '{not json');
  expect((await loadPage()).getState()).toMatchObject({ autoRebalance: true, yieldGoals: {} });
});

test('without browser storage (server render, privacy modes) settings hold in memory without errors', async () => {
  vi.stubGlobal('localStorage', undefined);
  const warn = vi.spyOn(console, 'warn');
  const store = await loadPage();
  store.getState().setAutoRebalance(false);
  expect(store.getState().autoRebalance).toBe(false);
  expect(warn).not.toHaveBeenCalled();
});
