// A record saved as fast or standard although its burn carried a forward request (saved by an older page, or
// found before Fin knew the Forwarding Service) is corrected when the history reads it: each such burn's receipt is
// read once per tab, and a forwarded one is recorded as 'Delivered for you' (the merge keeps it so everywhere).

import { readBurnMode } from '@fin/shared/cctp/web3/burn-link';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { chainReader } from '@fin/shared/web3/page-wallet';
import type { FinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { useQueries } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import { transferKeys } from '../api/transfer-keys';

export function useBurnModeCheck(records: readonly CctpTransfer[]) {
  const config = useConfig() as FinWagmiConfig;
  useQueries({
    queries: records
      .filter((t) => t.transferMode !== 'forwarded')
      .map((t) => ({
        queryKey: transferKeys.burnMode(t.sourceChain, t.txHash),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        queryFn: async () => {
          const mode = await readBurnMode(
            { client: (id) => chainReader(config, id) },
            t.sourceChain,
            t.txHash,
          );
          if (mode === 'forwarded') recordTransfer({ ...t, transferMode: 'forwarded' });
          return mode;
        },
      })),
  });
}
