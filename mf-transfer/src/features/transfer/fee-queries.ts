// Circle's live fast-transfer fee and allowance, read straight from the configured attestation service (Iris v2
// on mainnet, the devnet's stand-in otherwise). Fees are cached 5 minutes and the allowance 60 s, as the product
// specifies; a failed fee read falls back to the fallback schedule, a failed allowance read hides Fast.

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { ATTESTATION_POLL_INTERVAL_MS } from '@fin/shared/domain/cctp-attestation';
import { type FeeSchedule, feeScheduleFromIris } from '@fin/shared/domain/cctp-fees';
import { getChain } from '@fin/shared/domain/chains';
import { queryOptions } from '@tanstack/react-query';

const base = () => getRuntimeConfig().attestationUrl.replace(/\/$/, '');

const FEE_CACHE_MS = 5 * 60_000;
const ALLOWANCE_CACHE_MS = 60_000;

export const feeScheduleQuery = (sourceChainId: number, destinationChainId: number) =>
  queryOptions({
    queryKey: ['transfer', 'fees', sourceChainId, destinationChainId],
    staleTime: FEE_CACHE_MS,
    retry: 1,
    retryDelay: ATTESTATION_POLL_INTERVAL_MS,
    enabled: sourceChainId !== destinationChainId,
    queryFn: async ({ signal }): Promise<FeeSchedule | null> => {
      const src = getChain(sourceChainId)?.cctpDomain;
      const dst = getChain(destinationChainId)?.cctpDomain;
      if (src === undefined || dst === undefined) return null;
      const res = await fetch(`${base()}/v2/burn/USDC/fees/${src}/${dst}`, { signal });
      if (!res.ok) throw new Error(`fee service answered HTTP ${res.status}`);
      return feeScheduleFromIris(await res.json());
    },
  });

export const fastAllowanceQuery = () =>
  queryOptions({
    queryKey: ['transfer', 'fast-allowance'],
    staleTime: ALLOWANCE_CACHE_MS,
    retry: 1,
    queryFn: async ({ signal }): Promise<number | null> => {
      const res = await fetch(`${base()}/v2/fastBurn/USDC/allowance`, { signal });
      if (!res.ok) throw new Error(`allowance service answered HTTP ${res.status}`);
      const body = (await res.json()) as { allowance?: unknown };
      return typeof body.allowance === 'number' && Number.isFinite(body.allowance) ? body.allowance : null;
    },
  });
