// Signing in with a wallet: a nonce (kept in the database, see auth-store.ts), then the EIP-4361 message the wallet signed, checked here (domain, nonce,
// time window, signature), then a session token bound to the address. Plain accounts are checked by recovering
// the signer; smart-contract wallets (Coinbase Smart Wallet, Base Account) through ERC-1271/6492 on the chain the
// message names, over that chain's RPC.

import { randomBytes } from 'node:crypto';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import {
  sameWallet,
  WALLET_PROOF_NONCE_TTL_MS,
  WALLET_SESSION_TTL_MS,
} from '@fin/shared/domain/wallet/proof';
import { type Address, getAddress, type Hex, recoverMessageAddress } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { ChainClients } from '../../chains/chain-clients';
import { ApiError } from '../../http/errors';
import type { AuthStore } from './auth-store';
import { SessionTokens } from './tokens';

export type SessionClaims = { address: Address; expiresAt: number };

export type AuthServiceOptions = {
  /** Hosts (with port) a sign-in message may name: the pages that are allowed to call the API. */
  domains: readonly string[];
  /** Origins a sign-in message's URI may be (the configured page origins); unchecked when not given. */
  origins?: readonly string[];
  /** Where nonces and sessions live: the database every instance shares. */
  store: AuthStore;
  secret?: string | undefined;
  chains?: ChainClients;
  /** Deadline for a contract wallet's on-chain signature check. */
  rpcTimeoutMs?: number;
  now?: () => number;
};

export class WalletProofError extends ApiError {
  constructor(status: 401 | 403, code: string, message: string) {
    super(status, code, message);
  }
}

export class AuthService {
  readonly #tokens: SessionTokens;
  readonly #now: () => number;

  constructor(private readonly opts: AuthServiceOptions) {
    this.#now = opts.now ?? Date.now;
    this.#tokens = new SessionTokens(opts.secret);
  }

  /**
   * A one-time nonce for `client` (the caller's address). Used once, it lives WALLET_PROOF_NONCE_TTL_MS: a signed
   * message cannot be replayed, and one captured later is worthless.
   */
  async issueNonce(client: string): Promise<{ nonce: string; expiresAt: string }> {
    // EIP-4361 nonces are alphanumeric, at least 8 characters.
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = this.#now() + WALLET_PROOF_NONCE_TTL_MS;
    await this.opts.store.addNonce(nonce, client, expiresAt);
    return { nonce, expiresAt: new Date(expiresAt).toISOString() };
  }

  async signIn(
    message: string,
    signature: Hex,
  ): Promise<{ token: string; address: Address; expiresAt: string }> {
    const fields = parseSiweMessage(message);
    const invalid = (why: string) =>
      new WalletProofError(
        401,
        'WALLET_PROOF_INVALID',
        `The signed sign-in message was not accepted: ${why}`,
      );
    if (!fields.address || !fields.nonce || !fields.domain || !fields.chainId || fields.version !== '1')
      throw invalid('it is not a Sign-In with Ethereum message');
    if (!this.opts.domains.includes(fields.domain))
      throw invalid(`it names ${fields.domain}, which is not a Fin page`);
    if (!(PORTFOLIO_CHAIN_IDS as readonly number[]).includes(fields.chainId))
      throw invalid(`it names chain ${fields.chainId}, which is not one of Fin's six chains`);
    if (this.opts.origins && !uriIsOrigin(fields.uri, fields.domain, this.opts.origins))
      throw invalid(`its URI ${fields.uri ?? '(none)'} is not the Fin page it was signed on`);
    if (!fields.expirationTime) throw invalid('it has no expiration time');
    const now = new Date(this.#now());
    if (!validateSiweMessage({ message: fields, time: now }))
      throw invalid('it has expired or is not valid yet');
    if (fields.issuedAt && fields.issuedAt.getTime() > now.getTime() + 5 * 60_000)
      throw invalid('it is issued in the future');
    // The nonce is spent whatever the outcome below, so one signed message can never be tried twice.
    const nonceExpiresAt = await this.opts.store.spendNonce(fields.nonce);
    if (nonceExpiresAt === undefined || nonceExpiresAt <= now.getTime())
      throw invalid('its nonce is unknown, used or expired; sign in again');
    const address = getAddress(fields.address);
    if (!(await this.#signedBy(message, signature, address, fields.chainId)))
      throw invalid('the signature is not from this wallet');
    const expiresAt = Math.min(fields.expirationTime.getTime(), now.getTime() + WALLET_SESSION_TTL_MS);
    const { token, hash } = this.#tokens.issue();
    await this.opts.store.addSession(hash, address, expiresAt);
    return {
      token,
      address,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The wallet a bearer token proves, or the reason it proves nothing. */
  async check(token: string | undefined): Promise<SessionClaims> {
    if (!token)
      throw new WalletProofError(
        401,
        'WALLET_PROOF_REQUIRED',
        "Sign in with your wallet to use this wallet's records",
      );
    const hash = this.#tokens.hashOf(token);
    const claims = hash ? await this.opts.store.findSession(hash) : undefined;
    if (!claims)
      throw new WalletProofError(
        401,
        'WALLET_PROOF_INVALID',
        'The wallet sign-in is not valid; sign in again',
      );
    if (claims.expiresAt <= this.#now())
      throw new WalletProofError(
        401,
        'WALLET_PROOF_EXPIRED',
        'The wallet sign-in has expired; sign in again',
      );
    return { address: getAddress(claims.address), expiresAt: claims.expiresAt };
  }

  /** Forgets nonces and sessions that ended before `before`. */
  sweep(before: Date): Promise<void> {
    return this.opts.store.sweep(before);
  }

  async #signedBy(message: string, signature: Hex, address: Address, chainId: number): Promise<boolean> {
    try {
      const recovered = await recoverMessageAddress({ message, signature });
      if (sameWallet(recovered, address)) return true;
    } catch {
      // Not a 65-byte ECDSA signature: may be a contract wallet's, checked below.
    }
    if (!this.opts.chains) return false;
    let client: ReturnType<ChainClients['publicClient']>;
    try {
      client = this.opts.chains.publicClient(chainId, { timeoutMs: this.opts.rpcTimeoutMs ?? 8000 });
    } catch {
      // No RPC for that chain: a contract wallet's signature cannot be checked there.
      return false;
    }
    return client.verifyMessage({ address, message, signature }).catch(() => false);
  }
}

/** The message's URI is exactly one of the configured page origins, and the one its domain names. */
function uriIsOrigin(uri: string | undefined, domain: string, origins: readonly string[]): boolean {
  if (!uri) return false;
  try {
    const url = new URL(uri);
    return url.host === domain && origins.includes(url.origin) && uri.replace(/\/$/, '') === url.origin;
  } catch {
    return false;
  }
}
