/**
 * The browser side of wallet proof (see domain/wallet/proof.ts): ask the API for a nonce, have the connected
 * wallet sign the EIP-4361 message, keep the session token for this tab, and attach it to calls that read or
 * write the wallet's own records. A call refused because the session ended signs in once more and retries.
 *
 * Usage (inside React, see hooks/useWalletSession.ts):
 *   const { withProof } = useWalletSession();
 *   await withProof(address, (headers) => triggerNotification(body, { headers }));
 * Outside React: `withWalletProof({ address, chainId, signMessage }, (headers) => apiGet(..., { headers }))`.
 */
import { ApiError, apiGet, apiPost } from '@fin/shared/api/client';
import {
  sameWallet,
  WALLET_SESSION_RENEW_MARGIN_MS,
  walletProofMessage,
} from '@fin/shared/domain/wallet/proof';
import {
  WALLET_PROOF_ERROR_CODES,
  walletNonceResponseSchema,
  walletSessionResponseSchema,
} from '@fin/shared/schemas/auth';
import type { Address, Hex } from 'viem';

export type WalletSession = { address: Address; token: string; expiresAt: string };

export type WalletSigner = {
  address: Address;
  chainId: number;
  /** personal_sign through the connected wallet (wagmi's signMessage). */
  signMessage: (message: string) => Promise<Hex>;
  /** The page the message names; `window.location` unless given. */
  page?: { host: string; origin: string };
};

export type ProofHeaders = { authorization: string };

const STORAGE_PREFIX = 'fin.walletSession:';
/** Marks a wallet whose session in this tab was refused by the API (ended), until it signs in again. */
const ENDED_PREFIX = 'fin.walletSessionEnded:';

/**
 * This tab had a session for the wallet and the API no longer takes it. Whichever section noticed first forgets the
 * token; every section still tells 'your sign-in has ended' from 'you have not signed in' by this mark.
 */
export class WalletSessionEnded extends Error {
  override name = 'WalletSessionEnded';
  constructor() {
    super('The wallet sign-in has ended; sign in again');
  }
}

// A tab keeps its own session: closing the tab ends it, and another site's script in another tab never sees it.
type TabStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};
type PageGlobals = { sessionStorage?: TabStorage; location?: { host: string; origin: string } };
const page = globalThis as PageGlobals;

function storage(): TabStorage | undefined {
  try {
    return page.sessionStorage;
  } catch {
    // Storage can be switched off (privacy modes); the session then lives in memory for this page.
    return undefined;
  }
}

function pageLocation(signer: WalletSigner): { host: string; origin: string } {
  const where = signer.page ?? page.location;
  if (!where) throw new Error('Signing in with a wallet needs the page address');
  return where;
}

const memory = new Map<string, WalletSession>();
const endedMemory = new Set<string>();
const signingIn = new Map<string, Promise<WalletSession>>();

/** The stored session for `address` if it is still good for a while, else undefined. */
export function storedWalletSession(address: string, now = Date.now()): WalletSession | undefined {
  const key = address.toLowerCase();
  let session = memory.get(key);
  if (!session) {
    const raw = storage()?.getItem(STORAGE_PREFIX + key);
    if (raw) {
      try {
        session = JSON.parse(raw) as WalletSession;
      } catch {
        session = undefined;
      }
    }
  }
  if (!session || !sameWallet(session.address, address)) return undefined;
  if (Date.parse(session.expiresAt) - WALLET_SESSION_RENEW_MARGIN_MS <= now) return undefined;
  return session;
}

/** Forgets the wallet's session in this tab; `ended`: the API refused it (not a first visit), see WalletSessionEnded. */
export function forgetWalletSession(address: string, why: 'ended' | 'signed-out' = 'signed-out'): void {
  const key = address.toLowerCase();
  memory.delete(key);
  storage()?.removeItem(STORAGE_PREFIX + key);
  if (why === 'ended') {
    endedMemory.add(key);
    storage()?.setItem(ENDED_PREFIX + key, '1');
  } else clearEnded(key);
}

/** Whether this tab's session for the wallet was refused by the API and no new one was signed since. */
export function walletSessionEnded(address: string): boolean {
  const key = address.toLowerCase();
  return endedMemory.has(key) || storage()?.getItem(ENDED_PREFIX + key) === '1';
}

function clearEnded(key: string): void {
  endedMemory.delete(key);
  storage()?.removeItem(ENDED_PREFIX + key);
}

/** Signs in with the wallet: one wallet prompt. Concurrent calls for one address share that prompt. */
export function signInWithWallet(signer: WalletSigner): Promise<WalletSession> {
  const key = signer.address.toLowerCase();
  const running = signingIn.get(key);
  if (running) return running;
  const task = (async () => {
    const { nonce } = await apiPost('/api/auth/nonce', {}, walletNonceResponseSchema);
    const message = walletProofMessage({
      address: signer.address,
      chainId: signer.chainId,
      nonce,
      domain: pageLocation(signer).host,
      uri: pageLocation(signer).origin,
      now: new Date(),
    });
    const signature = await signer.signMessage(message);
    const r = await apiPost('/api/auth/session', { message, signature }, walletSessionResponseSchema);
    const session: WalletSession = { address: r.address, token: r.token, expiresAt: r.expiresAt };
    memory.set(key, session);
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(session));
    clearEnded(key);
    return session;
  })().finally(() => signingIn.delete(key));
  signingIn.set(key, task);
  return task;
}

export function proofHeaders(session: WalletSession): ProofHeaders {
  return { authorization: `Bearer ${session.token}` };
}

/** The API refused the wallet proof a call carried (no session, an unknown or an expired one). */
export function isProofRefusal(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 401 &&
    (WALLET_PROOF_ERROR_CODES as readonly string[]).includes(err.code ?? '')
  );
}

/**
 * Runs `call` with the wallet's proof headers, signing in first when there is no good session. When the API
 * says the session is no longer valid (API restarted, expired), signs in once more and retries once.
 */
export async function withWalletProof<T>(
  signer: WalletSigner,
  call: (headers: ProofHeaders) => Promise<T>,
): Promise<T> {
  const stored = storedWalletSession(signer.address);
  const session = stored ?? (await signInWithWallet(signer));
  try {
    return await call(proofHeaders(session));
  } catch (err) {
    if (!stored || !isProofRefusal(err)) throw err;
    forgetWalletSession(signer.address, 'ended');
    return call(proofHeaders(await signInWithWallet(signer)));
  }
}

/** Checks a stored token with the API (e.g. on page load) and forgets it when refused. */
export async function confirmWalletSession(address: string): Promise<WalletSession | undefined> {
  const session = storedWalletSession(address);
  if (!session) return undefined;
  try {
    await apiGet('/api/auth/session', walletSessionResponseSchema.pick({ address: true }), {
      headers: proofHeaders(session),
    });
    return session;
  } catch (err) {
    if (isProofRefusal(err)) forgetWalletSession(address, 'ended');
    return undefined;
  }
}
