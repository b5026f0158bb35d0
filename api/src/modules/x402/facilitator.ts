// Who verifies and settles Fin's x402 payments. On the devnet: an in-process facilitator (the @x402/evm exact
// scheme) that submits transferWithAuthorization on the devnet's Base USDC from its own funded account. On mainnet:
// the facilitator URL in X402_FACILITATOR_URL. Either way the seller talks to one FacilitatorClient.
import { X402_ASSET, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { x402Facilitator } from '@x402/core/facilitator';
import { type FacilitatorClient, HTTPFacilitatorClient } from '@x402/core/server';
import type {
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
  SupportedResponse,
  VerifyResponse,
} from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator';
import { type Address, type Hex, parseAbi } from 'viem';
import type { ChainClients } from '../../chains/chain-clients';

const authorizationStateAbi = parseAbi([
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
]);

/** The payer and nonce of an EIP-3009 payload, or undefined when it is not one. */
export function authorizationOf(
  payload: PaymentPayload,
): { from: Address; nonce: Hex; to: string; value: string; validBefore: number } | undefined {
  const auth = (payload.payload as { authorization?: Record<string, unknown> } | undefined)?.authorization;
  if (!auth) return undefined;
  const { from, nonce, to, value, validBefore } = auth;
  if (typeof from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(from)) return undefined;
  if (typeof nonce !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(nonce)) return undefined;
  if (typeof to !== 'string' || typeof value !== 'string') return undefined;
  const expiry = Number(validBefore);
  if (!Number.isFinite(expiry)) return undefined;
  return { from: from as Address, nonce: nonce as Hex, to, value, validBefore: expiry };
}

/**
 * The devnet facilitator. Verify adds one check the exact scheme leaves to settlement: whether the authorization's
 * nonce is already used on chain (a replay would otherwise pass verification and only fail when settled).
 * Settlements are submitted one at a time, because they all come from one account and share its nonce sequence.
 */
export class LocalFacilitator implements FacilitatorClient {
  readonly #facilitator = new x402Facilitator();
  readonly #client;
  #queue: Promise<unknown> = Promise.resolve();

  /** `client`: the facilitator's own account on Base (ChainClients.walletClient). */
  constructor(client: ReturnType<ChainClients['walletClient']>, settlementTimeoutMs = 15_000) {
    this.#client = client;
    registerExactEvmScheme(this.#facilitator, {
      signer: toFacilitatorEvmSigner(
        { ...this.#client, address: this.#client.account.address } as unknown as Parameters<
          typeof toFacilitatorEvmSigner
        >[0],
        { confirmationTimeoutMs: settlementTimeoutMs },
      ),
      networks: X402_NETWORK,
    });
  }

  get address(): Address {
    return this.#client.account.address;
  }

  async getSupported(): Promise<SupportedResponse> {
    return this.#facilitator.getSupported() as SupportedResponse;
  }

  authorizationUsed(from: Address, nonce: Hex): Promise<boolean> {
    return this.#client.readContract({
      address: X402_ASSET,
      abi: authorizationStateAbi,
      functionName: 'authorizationState',
      args: [from, nonce],
    });
  }

  async verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse> {
    const auth = authorizationOf(payload);
    if (auth && requirements.asset.toLowerCase() === X402_ASSET.toLowerCase()) {
      if (await this.authorizationUsed(auth.from, auth.nonce))
        return { isValid: false, invalidReason: 'invalid_exact_evm_nonce_already_used', payer: auth.from };
    }
    return this.#facilitator.verify(payload, requirements);
  }

  settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse> {
    const run = this.#queue.then(() => this.#settleRetryingNonce(payload, requirements));
    this.#queue = run.catch(() => {});
    return run;
  }

  async #settleRetryingNonce(
    payload: PaymentPayload,
    requirements: PaymentRequirements,
  ): Promise<SettleResponse> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#facilitator.settle(payload, requirements).catch((err: unknown) => err);
      if (attempt >= SETTLE_ATTEMPTS || !nonceClash(outcome)) {
        if (outcome instanceof Error) throw outcome;
        return outcome as SettleResponse;
      }
    }
  }
}

/**
 * Several API instances on one devnet share this facilitator account, and the queue above orders only this
 * process's transactions: two instances can pick the same account nonce at once, and the chain refuses the later
 * one. Nothing was transferred then (the authorization is still unused), so it is sent again with a fresh nonce.
 */
const NONCE_CLASH = /nonce too (low|high)|replacement transaction underpriced/i;
const SETTLE_ATTEMPTS = 3;

function nonceClash(outcome: unknown): boolean {
  if (outcome instanceof Error) return NONCE_CLASH.test(outcome.message);
  const r = outcome as { success?: boolean; errorReason?: unknown; errorMessage?: unknown };
  return (
    r?.success === false && NONCE_CLASH.test(`${String(r.errorReason ?? '')} ${String(r.errorMessage ?? '')}`)
  );
}

export function remoteFacilitator(url: string): FacilitatorClient {
  return new HTTPFacilitatorClient({ url });
}
