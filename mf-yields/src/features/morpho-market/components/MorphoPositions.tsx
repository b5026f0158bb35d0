import { pct, usdc } from '../utils/market-format';
import type { MorphoMarketView } from '../utils/market-reads';

/** The wallet's supplied or borrowed positions in Fin's Morpho Blue markets. */
export function MorphoPositions({ markets }: { markets: MorphoMarketView[] }) {
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
