// The connected wallet's alerts for the bell and the centre: polled through the API with the wallet's sign-in
// session when this tab has one (never asking the wallet to sign by itself), and shown as browser notifications
// once each when the user turned those on.
import { alertsKeys, fetchAlerts } from '@fin/shared/api/alerts';
import type { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import type { Alert, AlertsResponse } from '@fin/shared/schemas/alerts';
import {
  forgetWalletSession,
  isProofRefusal,
  storedWalletSession,
  WalletSessionEnded,
  walletSessionEnded,
} from '@fin/shared/web3/wallet-session';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Runs a call with the wallet's proof headers (useWalletSession().withProof). */
export type WithProof = ReturnType<typeof useWalletSession>['withProof'];

const POLL_MS = 15_000;
const BROWSER_KEY = 'fin.alerts.browser';
const SHOWN_KEY = 'fin.alerts.shown:';

/**
 * null: this tab has not signed in with the wallet yet (the centre offers it). A session the API refused, here or in
 * another section first (the agent panel), fails with WalletSessionEnded, so the centre says it has ended whichever
 * section read first, and is not asked again until the wallet signs in.
 */
function alertsQuery(address: string) {
  return {
    queryKey: alertsKeys.list(address),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AlertsResponse | null> => {
      const session = storedWalletSession(address);
      if (!session) {
        if (walletSessionEnded(address)) throw new WalletSessionEnded();
        return null;
      }
      try {
        return await fetchAlerts(address, { headers: { authorization: `Bearer ${session.token}` }, signal });
      } catch (err) {
        if (!isProofRefusal(err)) throw err;
        forgetWalletSession(address, 'ended');
        throw new WalletSessionEnded();
      }
    },
    refetchInterval: POLL_MS,
    retry: (failures: number, err: unknown) => failures < 1 && !(err instanceof WalletSessionEnded),
  };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function browserNotificationsOn(): boolean {
  return storage()?.getItem(BROWSER_KEY) === '1' && globalThis.Notification?.permission === 'granted';
}

/** Asks the browser's permission (when the user turns this on) and remembers the choice for this browser. */
export async function turnBrowserNotifications(on: boolean): Promise<boolean> {
  if (!on) {
    storage()?.removeItem(BROWSER_KEY);
    return false;
  }
  if (!globalThis.Notification) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  storage()?.setItem(BROWSER_KEY, '1');
  return true;
}

/** Each unread alert once per browser as a system notification; the first look only marks what is there. */
function notifyNew(address: string, alerts: readonly Alert[]): void {
  const key = SHOWN_KEY + address.toLowerCase();
  const raw = storage()?.getItem(key);
  const shown = new Set<string>(raw ? (JSON.parse(raw) as string[]) : []);
  const fresh = alerts.filter((a) => !a.readAt && !shown.has(a.id));
  if (raw !== null && raw !== undefined && browserNotificationsOn())
    for (const a of fresh) new Notification(a.title, { body: a.message, tag: `fin-alert-${a.id}` });
  const keep = [...new Set([...alerts.map((a) => a.id), ...shown])].slice(0, 200);
  storage()?.setItem(key, JSON.stringify(keep));
}

export function useAlerts(address: string | undefined) {
  const query = useQuery({
    ...alertsQuery(address ?? ''),
    enabled: address !== undefined,
  });
  const data = query.data;
  useEffect(() => {
    if (address && data) notifyNew(address, data.alerts);
  }, [address, data]);
  return query;
}
