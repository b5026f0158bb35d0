import { TxSteps } from '@fin/shared/ui/TxSteps';
import type { useMorphoAction } from '../hooks/useMorphoAction';
import { pct } from '../utils/market-format';
import type { MorphoMarketView } from '../utils/market-reads';
import { MarketActions } from './MarketActions';

type MorphoAction = ReturnType<typeof useMorphoAction>;

/** Each market's APY by both models and its utilization; with a wallet, supply or withdraw in the row. */
export function MorphoMarketsTable({
  markets,
  action,
  connected,
}: {
  markets: MorphoMarketView[];
  action: MorphoAction;
  connected: boolean;
}) {
  return (
    <table className="mm-table fin-table-cards" aria-label="Morpho Blue USDC markets">
      <thead>
        <tr>
          <th>Market</th>
          <th>Supply APY</th>
          <th>Utilization</th>
          <th>
            Fin model <span className="mm-ref">reference only</span>
          </th>
          {connected ? <th>Supply or withdraw</th> : null}
        </tr>
      </thead>
      <tbody>
        {markets.map((m) => (
          <MarketRow key={m.id} market={m} action={action} connected={connected} />
        ))}
      </tbody>
    </table>
  );
}

function MarketRow({
  market: m,
  action,
  connected,
}: {
  market: MorphoMarketView;
  action: MorphoAction;
  connected: boolean;
}) {
  const label = `USDC / ${m.config.collateral} on ${m.chainName}`;
  return (
    <tr data-testid="morpho-market">
      <td className="mm-market">{label}</td>
      <td data-label="Supply APY" className="mm-apy" data-testid="morpho-supply-apy">
        {pct(m.curveApy)}
      </td>
      <td data-label="Utilization">{pct(m.utilization)}</td>
      <td data-label="Fin model (reference only)" className="mm-model">
        {pct(m.specApy)}
      </td>
      {connected ? (
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
}
