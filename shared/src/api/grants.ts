// Each wallet's grants to its agent (/api/grants/*): every call names the wallet and carries its proof, so a
// page only ever reads and adds its own wallet's grants.
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import {
  grantListResponseSchema,
  grantPrepareResponseSchema,
  grantViewSchema,
  type SignedDelegation,
} from '@fin/shared/schemas/grant';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { queryKeys } from './keys';

export const grantKeys = queryKeys('grants', { list: (wallet: string) => [wallet.toLowerCase()] });

/** The wallet's grants, newest first, each with what the chain says of it now. */
export const grantListQuery = (wallet: string, headers: ProofHeaders) =>
  queryOptions({
    queryKey: grantKeys.list(wallet),
    queryFn: ({ signal }) =>
      apiGet('/api/grants', grantListResponseSchema, { signal, headers, query: { walletAddress: wallet } }),
  });

/** The delegation to sign for a grant (the API checks the grant first and refuses it in words). */
export function prepareGrant(wallet: string, request: GrantRequest, headers: ProofHeaders) {
  return apiPost('/api/grants/prepare', { walletAddress: wallet, request }, grantPrepareResponseSchema, {
    headers,
  });
}

/** Hands the signed delegation back; the API checks it is exactly the prepared one and stores it. */
export function confirmGrant(
  wallet: string,
  body: { request: GrantRequest; startDate: number; delegation: SignedDelegation },
  headers: ProofHeaders,
) {
  return apiPost('/api/grants', { walletAddress: wallet, ...body }, grantViewSchema, { headers });
}
