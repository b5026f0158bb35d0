// Where transfers are remembered in the browser: one list per wallet in localStorage, written the moment the
// burn is signed and at every step after, shared by every section of the page (the transfer form, the yields
// bridge-and-deposit, the optimizer). A copy goes to the API's database through `setTransferMirror`, so another
// browser finds the transfer too.
import { notifySections, onSectionNotice } from '@fin/shared/contract/section-messages';
import { useSyncExternalStore } from 'react';
import {
  type CctpTransfer,
  parseStoredTransfers,
  transfersStorageKey,
  upsertTransfer,
} from '../domain/cctp/transfer-record';
import { browserStorage } from './browser-storage';

type Mirror = {
  push: (t: CctpTransfer) => Promise<void>;
  pull: (address: string) => Promise<CctpTransfer[]>;
};

const listeners = new Set<() => void>();
let mirror: Mirror | null = null;

function emit() {
  for (const l of listeners) l();
}

/**
 * Storage is the one truth: every section of the page has its own copy of this module, so a copy that kept its
 * own list could write an earlier step back over a later one. Reads parse storage again only when its text
 * changed, so React sees the same list until something was written.
 */
const parsed = new Map<string, { raw: string | null; list: CctpTransfer[] }>();
// Where transfers live when the browser refuses storage (private mode, quota): this tab only.
const memory = new Map<string, string>();

function readRaw(key: string): string | null {
  const store = browserStorage();
  if (!store) return memory.get(key) ?? null;
  try {
    return store.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function loadTransfers(address: string): CctpTransfer[] {
  const key = transfersStorageKey(address);
  const raw = readRaw(key);
  const seen = parsed.get(key);
  if (seen && seen.raw === raw) return seen.list;
  const list = parseStoredTransfers(raw);
  parsed.set(key, { raw, list });
  return list;
}

// Each app compiles its own copy of this module (it is not page state), so a write also tells the other copies
// in this page through the page contract's `transfersChanged` notice; another tab learns through the storage event.

function write(address: string, list: CctpTransfer[]) {
  const key = transfersStorageKey(address);
  const raw = JSON.stringify(list);
  try {
    const store = browserStorage();
    if (store) store.setItem(key, raw);
    else memory.set(key, raw);
  } catch {
    memory.set(key, raw);
  }
  parsed.set(key, { raw: readRaw(key), list });
  emit();
  notifySections('transfersChanged', { address: address.toLowerCase() });
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
  // Another section of this page (its own copy of this module) or another tab wrote: the next read sees it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('fin.transfers.')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  const stopNotice = onSectionNotice('transfersChanged', listener);
  return () => {
    listeners.delete(listener);
    stopNotice();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
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
