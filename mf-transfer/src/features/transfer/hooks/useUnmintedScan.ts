// The scan for this wallet's unminted burns on every chain (cctp/web3/unminted-scan.ts). What it finds is written into
// the wallet's transfer records at once: a burn Fin did not know, the message a record lacked, the true mode of a
// burn that carried a forward request, and a relayer Iris reports failed.

import { findUnmintedBurns, type UnmintedScan } from '@fin/shared/cctp/web3/unminted-scan';
import { reconcileWithBurn, recordFromFoundBurn } from '@fin/shared/domain/cctp/transfer-reconcile';
import { type CctpTransfer, sameTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { transferKeys } from '../api/transfer-keys';

/** Writes what the scan found into the records it concerns (only the wallet's own USDC: others' are theirs). */
function recordScan(address: Address, records: readonly CctpTransfer[], scanned: UnmintedScan) {
  for (const b of scanned.burns) {
    if (b.mintRecipient.toLowerCase() !== address.toLowerCase()) continue;
    const known = records.find((r) => sameTransfer(r, { sourceChain: b.sourceChainId, txHash: b.txHash }));
    const next = known ? reconcileWithBurn(known, b) : recordFromFoundBurn(address, b, Date.now());
    if (next) recordTransfer(next);
  }
}

export function useUnmintedScan(address: Address, records: readonly CctpTransfer[]) {
  const deps = useCctpDeps();
  return useQuery({
    queryKey: transferKeys.unminted(address),
    enabled: deps !== null,
    staleTime: 30_000,
    queryFn: async (): Promise<UnmintedScan> => {
      if (!deps) return { burns: [], unreadChains: [] };
      const scanned = await findUnmintedBurns(deps, PORTFOLIO_CHAIN_IDS);
      recordScan(address, records, scanned);
      return scanned;
    },
  });
}
