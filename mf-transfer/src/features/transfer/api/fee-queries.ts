// Circle's live fast-transfer fee, forwarding fee and allowance, read straight from the configured attestation service (Iris v2
// on mainnet, the devnet's stand-in otherwise). Fees are cached 5 minutes and the allowance 60 s, as the product
// specifies; a failed fee read falls back to the fallback schedule, a failed allowance read hides Fast.

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { ATTESTATION_POLL_INTERVAL_MS } from '@fin/shared/domain/cctp/attestation';
import { attestationClient } from '@fin/shared/domain/cctp/attestation-client';
import { FAST_FINALITY_THRESHOLD, type FeeSchedule } from '@fin/shared/domain/cctp/fees';
import { queryOptions } from '@tanstack/react-query';
import { transferKeys } from './transfer-keys';

const client = () => attestationClient({ baseUrl: getRuntimeConfig().attestationUrl });

const FEE_CACHE_MS = 5 * 60_000;
const ALLOWANCE_CACHE_MS = 60_000;

export const feeScheduleQuery = (sourceChainId: number, destinationChainId: number) =>
  queryOptions({
    queryKey: transferKeys.fees(sourceChainId, destinationChainId),
    staleTime: FEE_CACHE_MS,
    retry: 1,
    retryDelay: ATTESTATION_POLL_INTERVAL_MS,
    enabled: sourceChainId !== destinationChainId,
    queryFn: ({ signal }): Promise<FeeSchedule | null> =>
      client().feeSchedule(sourceChainId, destinationChainId, signal),
  });

export const fastAllowanceQuery = () =>
  queryOptions({
    queryKey: transferKeys.fastAllowance(),
    staleTime: ALLOWANCE_CACHE_MS,
    retry: 1,
    queryFn: ({ signal }): Promise<number | null> => client().fastAllowance(signal),
  });

/**
 * The Forwarding Service's fee on the route ('Delivered for you', which goes at fast finality), from the same fee
 * endpoint with `?forward=true`; cached like the fees. A failed read leaves 'Delivered for you' off.
 */
export const forwardingFeeQuery = (sourceChainId: number, destinationChainId: number) =>
  queryOptions({
    queryKey: transferKeys.forwardingFee(sourceChainId, destinationChainId),
    staleTime: FEE_CACHE_MS,
    retry: 1,
    retryDelay: ATTESTATION_POLL_INTERVAL_MS,
    enabled: sourceChainId !== destinationChainId,
    queryFn: ({ signal }): Promise<bigint | null> =>
      client().forwardingFee(sourceChainId, destinationChainId, FAST_FINALITY_THRESHOLD, signal),
  });
