import { formatAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { TxSteps } from '@fin/shared/ui/TxSteps';
import { useAccount } from 'wagmi';
import { useMorphoAction } from '../hooks/useMorphoAction';
import { type MorphoMarketView, useMorphoMarkets } from '../hooks/useMorphoMarkets';
import { MarketActions } from './MarketActions';

const pct = (fraction: number | undefined) =>
  fraction === undefined ? '-' : `${(fraction * 100).toFixed(2)}%`;
const usdc = (units: bigint) => formatTokenAmount(formatAmount(units, 6), 6);

function Positions({ markets }: { markets: MorphoMarketView[] }) {
  const held = markets.filter((m) => m.position && (m.position.supplied > 0n || m.position.borrowed > 0n));
  if (held.length === 0)
    return <p className="fin-muted">You have no Morpho Blue positions in these markets.</p>;
  return (
    <table className="mm-table fin-table-cards" aria-label="Your Morpho Blue positions">
      <thead>
        <tr>
          <th>Market</th>
          <th>Supplied</th>
          <th>Borrowed</th>
          <th>Supply APY</th>
          <th>Collateral</th>
        </tr>
      </thead>
      <tbody>
        {held.map((m) => (
          <tr key={m.id} data-testid="morpho-position" data-market-id={m.id}>
            <td className="mm-market">
              USDC / {m.config.collateral} · {m.chainName}
            </td>
            <td data-label="Supplied" data-testid="morpho-position-supplied">
              {usdc(m.position?.supplied ?? 0n)} USDC
            </td>
            <td data-label="Borrowed">{usdc(m.position?.borrowed ?? 0n)} USDC</td>
            <td data-label="Supply APY">{pct(m.curveApy)}</td>
            <td data-label="Collateral">{m.config.collateral}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
          <table className="mm-table fin-table-cards" aria-label="Morpho Blue USDC markets">
            <thead>
              <tr>
                <th>Market</th>
                <th>Supply APY</th>
                <th>Utilization</th>
                <th>
                  Fin model <span className="mm-ref">reference only</span>
                </th>
                {isConnected ? <th>Supply or withdraw</th> : null}
              </tr>
            </thead>
            <tbody>
              {markets.map((m) => {
                const label = `USDC / ${m.config.collateral} on ${m.chainName}`;
                return (
                  <tr key={m.id} data-testid="morpho-market">
                    <td className="mm-market">{label}</td>
                    <td data-label="Supply APY" className="mm-apy" data-testid="morpho-supply-apy">
                      {pct(m.curveApy)}
                    </td>
                    <td data-label="Utilization">{pct(m.utilization)}</td>
                    <td data-label="Fin model (reference only)" className="mm-model">
                      {pct(m.specApy)}
                    </td>
                    {isConnected ? (
                      <td className="mm-actions-cell">
                        <MarketActions
                          label={label}
                          disabled={action.busy}
                          canWithdraw={(m.position?.supplied ?? 0n) > 0n}
                          onAction={(kind, amount) => void action.run(kind, m, amount)}
                        />
                        {action.status?.marketId === m.id ? (
                          <>
                            <p className={`mm-status mm-status--${action.status.phase}`} role="status">
                              {action.status.text}
                            </p>
                            <TxSteps steps={action.steps} testId="morpho-steps" />
                          </>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="fin-muted mm-note" data-testid="morpho-model-note">
            Supply APY is the rate these markets pay now: Morpho's AdaptiveCurveIRM, compounded per second.
            The Fin model is a simple two-slope curve (2% + 18%·u below 80% utilization, 20% + 2·(u − 80%)
            above, less the market fee), shown for reference only: no one earns it.
          </p>
          {isConnected ? (
            <>
              <h4>Your positions</h4>
              <Positions markets={markets} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
