// What the analysis weighed: each position and each idle balance, with its APY and risk (stacked cards on phones).
import { formatTokenAmount, formatUsd } from '@fin/shared/domain/money/format';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';

type Position = OptimizerResult['currentPortfolio'][number];

function PositionRow({ p }: { p: Position }) {
  return (
    <tr data-position={p.id}>
      {/* data-label names the column in the stacked cards phones get instead of the table. */}
      <td data-label="Chain">{p.chain}</td>
      <td data-label="Protocol">
        {p.idle ? 'Idle in wallet' : p.protocol} <span className="fin-muted">{p.symbol}</span>
        {p.reserveUsd > 0 && (
          <span className="fin-muted"> · {formatUsd(p.reserveUsd)} kept as cash reserve</span>
        )}
      </td>
      <td data-label="Balance">
        {formatTokenAmount(p.balance, p.asset === 'DAI' ? 18 : 6)} {p.asset}
      </td>
      {/* Idle money earns nothing: 0.00%, a number like any other row's; '-' only when unknown. */}
      <td data-label="APY">{p.apyKnown ? `${p.apy.toFixed(2)}%` : '-'}</td>
      <td data-label="Risk">{p.riskScore === null ? '-' : `${p.riskScore.toFixed(1)}/10`}</td>
    </tr>
  );
}

export function CurrentPortfolioTable({ positions }: { positions: readonly Position[] }) {
  if (positions.length === 0)
    return <p className="fin-muted">No yield positions or idle stablecoins found in this wallet.</p>;
  return (
    <div className="opt-table-wrap">
      <table className="opt-table">
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Protocol</th>
            <th scope="col">Balance</th>
            <th scope="col">APY</th>
            <th scope="col">Risk</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <PositionRow key={p.id} p={p} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
