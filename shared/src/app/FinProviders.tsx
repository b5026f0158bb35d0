import { getFinQueryClient } from '@fin/shared/config/query-client';
import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import { useFinStore } from '@fin/shared/store/fin-store';
import { demoWalletControlFor } from '@fin/shared/web3/demo-wallet-setup';
import { loadWalletStackAfterFirstScreen, useLoadedWalletStack } from '@fin/shared/web3/wallet-stack';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

/** The wallet stack's host, once the stack has loaded: beside the page, not around it, so nothing remounts. */
function WalletStackHost() {
  const stack = useLoadedWalletStack();
  const returning = useFinStore((s) => s.walletAddress !== null);
  useEffect(() => {
    if (returning) return loadWalletStackAfterFirstScreen();
  }, [returning]);
  return stack ? <stack.WalletHost /> : null;
}

/**
 * The providers every Fin app wraps itself in: the shell once for the whole page, a remote's standalone page or a
 * third-party embed for itself. Remotes rendered inside the shell do NOT wrap themselves again; they inherit these.
 * The wallet libraries are not among them: they load when a wallet is wanted (web3/wallet-stack.ts).
 */
export function FinProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  demoWalletControlFor(config);
  return (
    <QueryClientProvider client={getFinQueryClient()}>
      <WalletStackHost />
      {children}
    </QueryClientProvider>
  );
}
