import { Skeleton } from '@fin/shared/ui/Skeleton';
import { useAccount } from 'wagmi';
import { useMorphoAction } from '../hooks/useMorphoAction';
import { useMorphoMarkets } from '../hooks/useMorphoMarkets';
import { MorphoMarketsTable } from './MorphoMarketsTable';
import { MorphoPositions } from './MorphoPositions';

/** Morpho Blue market helper: market APYs by two models, supply and withdraw, your positions. */
export function MorphoMarketHelper() {
  const { address, isConnected } = useAccount();
  const { markets, isPending, refetch } = useMorphoMarkets(address);
  const action = useMorphoAction(() => void refetch());

  return (
    <section className="mm" aria-labelledby="morpho-markets-title">
      <h3 id="morpho-markets-title">Morpho Blue markets</h3>
      {isPending ? (
        <div role="status">
          <p className="fin-muted">Reading Morpho Blue markets...</p>
          <Skeleton height={18} />
        </div>
      ) : markets.length === 0 ? (
        <p className="fin-muted">No Morpho Blue market could be read right now.</p>
      ) : (
        <>
          <MorphoMarketsTable markets={markets} action={action} connected={isConnected} />
          <p className="fin-muted mm-note" data-testid="morpho-model-note">
            Supply APY is the rate these markets pay now: Morpho's AdaptiveCurveIRM, compounded per second.
            The Fin model is a simple two-slope curve (2% + 18%·u below 80% utilization, 20% + 2·(u − 80%)
            above, less the market fee), shown for reference only: no one earns it.
          </p>
          {isConnected ? (
            <>
              <h4>Your positions</h4>
              <MorphoPositions markets={markets} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
