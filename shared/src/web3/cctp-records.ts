// Where transfers are remembered in the browser: one list per wallet in localStorage, written the moment the
// burn is signed and at every step after, shared by every section of the page (the transfer form, the yields
// bridge-and-deposit, the optimizer). A copy goes to the API's database through `setTransferMirror`, so another
// browser finds the transfer too.
import { useSyncExternalStore } from 'react';
import {
  type CctpTransfer,
  parseStoredTransfers,
  transfersStorageKey,
  upsertTransfer,
} from '../domain/transfer-record';

type Mirror = {
  push: (t: CctpTransfer) => Promise<void>;
  pull: (address: string) => Promise<CctpTransfer[]>;
};

const listeners = new Set<() => void>();
const cache = new Map<string, CctpTransfer[]>();
let mirror: Mirror | null = null;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function emit() {
  for (const l of listeners) l();
}

export function loadTransfers(address: string): CctpTransfer[] {
  const key = transfersStorageKey(address);
  const cached = cache.get(key);
  if (cached) return cached;
  const list = parseStoredTransfers(storage()?.getItem(key));
  cache.set(key, list);
  return list;
}

/**
 * Each app compiles its own copy of this module (it is not page state), so a write also tells the other copies
 * in this page through a window event; another tab learns through the storage event.
 */
export const TRANSFERS_CHANGED_EVENT = 'fin:transfers-changed';

function write(address: string, list: CctpTransfer[]) {
  const key = transfersStorageKey(address);
  cache.set(key, list);
  storage()?.setItem(key, JSON.stringify(list));
  emit();
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(TRANSFERS_CHANGED_EVENT, { detail: { key, list } }));
}

/** Saves (or merges) a transfer in this browser, then mirrors it to the API; the mirror failing loses nothing. */
export function recordTransfer(t: CctpTransfer): CctpTransfer {
  const list = upsertTransfer(loadTransfers(t.recipient), { ...t, updatedAt: Date.now() });
  write(t.recipient, list);
  const saved = list.find((x) => x.txHash.toLowerCase() === t.txHash.toLowerCase()) ?? t;
  mirror
    ?.push(saved)
    .catch((e: unknown) => console.warn('Transfer saved in this browser; the API copy failed', e));
  return saved;
}

/** Pulls the API's copy of a wallet's transfers and merges it in (a transfer started on another device). */
export async function syncTransfers(address: string): Promise<void> {
  if (!mirror) return;
  const remote = await mirror.pull(address);
  let list = loadTransfers(address);
  for (const t of remote) list = upsertTransfer(list, t);
  write(address, list);
  // Anything only this browser knew goes up.
  const remoteKeys = new Set(remote.map((t) => `${t.sourceChain}:${t.txHash.toLowerCase()}`));
  for (const t of list) {
    if (!remoteKeys.has(`${t.sourceChain}:${t.txHash.toLowerCase()}`))
      await mirror.push(t).catch(() => undefined);
  }
}

export function setTransferMirror(next: Mirror | null) {
  mirror = next;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    // Another tab wrote: drop the cached copy so the next read sees it.
    if (e.key?.startsWith('fin.transfers.')) {
      cache.delete(e.key);
      listener();
    }
  };
  const onChanged = (e: Event) => {
    const { key, list } = (e as CustomEvent<{ key: string; list: CctpTransfer[] }>).detail;
    if (cache.get(key) === list) return;
    cache.set(key, list);
    listener();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    window.addEventListener(TRANSFERS_CHANGED_EVENT, onChanged);
  }
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(TRANSFERS_CHANGED_EVENT, onChanged);
    }
  };
}

const EMPTY: CctpTransfer[] = [];

/** The wallet's transfers, newest first; re-renders when any section (or another tab) records one. */
export function useTransfers(address: string | undefined): CctpTransfer[] {
  return useSyncExternalStore(
    subscribe,
    () => (address ? loadTransfers(address) : EMPTY),
    () => EMPTY,
  );
}
