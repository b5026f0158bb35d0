// Unfinished records the history reads are checked against the chain, so a transfer minted while this page was
// closed (Circle's relayer, or the recovery link in another browser) reads 'Completed' without the user acting.
// Each unfinished record is checked when read and again every 15 s while it stays unfinished.
import { type CctpTransfer, isUnfinished } from '@fin/shared/domain/cctp/transfer-record';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { useQueries } from '@tanstack/react-query';
import { completedElsewhere } from '../api/minted-elsewhere';
import { transferKeys } from '../api/transfer-keys';

const RECHECK_MS = 15_000;

export function useMintedCheck(records: readonly CctpTransfer[]) {
  const deps = useCctpDeps();
  useQueries({
    queries: records.filter(isUnfinished).map((t) => ({
      queryKey: transferKeys.mintedCheck(t.sourceChain, t.txHash),
      enabled: deps !== null,
      refetchInterval: RECHECK_MS,
      retry: false,
      queryFn: async () => {
        if (!deps) return false;
        const done = await completedElsewhere(deps, t, Date.now());
        if (done) recordTransfer(done);
        return done !== null;
      },
    })),
  });
}
