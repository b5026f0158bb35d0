/**
 * Proof of a wallet for records that belong to it (transfer records, notifications): the wallet signs a
 * Sign-In with Ethereum (EIP-4361) message carrying a one-time nonce from the API and an expiry; the API checks it
 * and hands back a short-lived session token bound to that address. Reading or writing a wallet's records needs
 * that token, so nobody can plant a notice in someone else's list or read another wallet's history.
 *
 * The session is chain-agnostic: the address is the same on all six chains, so one signature covers them all.
 * Pure: the browser builds the message with these rules and the API enforces the same ones.
 */
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { getAddress } from 'viem/utils';

/** Shown by the wallet when asked to sign: says what the signature allows and that it costs nothing. */
export const WALLET_PROOF_STATEMENT =
  'Sign in to Fin to save and read the transfer records and notifications of this wallet. This signature does not send a transaction and costs no gas.';

/** How long a nonce from the API stays usable: long enough for a person to read the wallet prompt. */
export const WALLET_PROOF_NONCE_TTL_MS = 10 * 60_000;

/** How long one signature keeps a wallet signed in. */
export const WALLET_SESSION_TTL_MS = 12 * 60 * 60_000;

/** A session that ends within this margin is renewed before a call, not after it fails. */
export const WALLET_SESSION_RENEW_MARGIN_MS = 60_000;

/** How long records that belong to a wallet are kept, and at most how many per wallet. */
export const WALLET_RECORD_RETENTION_DAYS = 90;
export const WALLET_RECORD_MAX_PER_WALLET = 500;

export type WalletProofMessageInput = {
  address: Address;
  chainId: number;
  nonce: string;
  /** The page's host (with port), e.g. `app.fin.example` or `127.0.0.1:3000`. */
  domain: string;
  /** The page's origin, e.g. `https://app.fin.example`. */
  uri: string;
  now: Date;
};

/** The EIP-4361 message a wallet signs to prove it owns `address`. */
export function walletProofMessage(input: WalletProofMessageInput): string {
  return createSiweMessage({
    address: getAddress(input.address),
    chainId: input.chainId,
    domain: input.domain,
    uri: input.uri,
    nonce: input.nonce,
    version: '1',
    statement: WALLET_PROOF_STATEMENT,
    issuedAt: input.now,
    expirationTime: new Date(input.now.getTime() + WALLET_SESSION_TTL_MS),
  });
}

/** Same wallet, whatever the letter case. */
export function sameWallet(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
