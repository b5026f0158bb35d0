import { getChain } from '@fin/shared/domain/chains/chains';
import { formatApy, formatTokenAmount, formatUsd, shortenAddress } from '@fin/shared/domain/money/format';
import { showsApyBadge } from '@fin/shared/domain/portfolio/apy';
import { Badge } from '@fin/shared/ui/Badge';
import { maskable } from '../utils/mask';
import type { RowView } from '../utils/row-view';
import { RowEarnings } from './RowEarnings';
import { WithdrawAction } from './WithdrawAction';

/** One holding: symbol, protocol badge, APY badge, chain badge, name, balance, USD value and what it earned. */
export function BalanceRow({ row, hidden }: { row: RowView; hidden: boolean }) {
  const { entry, apy, earnings, zero } = row;
  const { asset } = entry;
  const hasProtocol = asset.type !== 'stablecoin' && asset.protocol;
  return (
    <li
      className={`pf-row${zero ? ' pf-row--zero' : ''}`}
      data-testid="portfolio-row"
      data-chain-id={entry.chainId}
      data-symbol={asset.symbol}
      data-type={asset.type}
      data-market-id={entry.marketId}
      data-zero={zero || undefined}
    >
      <div>
        <div className="pf-row__title">
          <span className="pf-row__symbol">{asset.symbol}</span>
          {hasProtocol ? <Badge tone="accent">{asset.protocol}</Badge> : null}
          {showsApyBadge(apy) ? <Badge tone="success">{formatApy(apy)} APY</Badge> : null}
          <Badge data-testid="row-chain">
            <span
              className="pf-chain-dot"
              style={{ background: getChain(entry.chainId)?.color }}
              aria-hidden="true"
            />
            {entry.chainName}
          </Badge>
        </div>
        <div className="pf-row__name fin-muted">
          {asset.name}
          {entry.marketId ? (
            <>
              {' · Market '}
              <span className="fin-mono" title={entry.marketId}>
                {shortenAddress(entry.marketId)}
              </span>
            </>
          ) : null}
          {entry.collateral ? ` · Collateral ${entry.collateral}` : null}
        </div>
      </div>
      <div className="pf-row__amounts">
        <div data-testid="row-balance">
          {maskable(hidden, formatTokenAmount(entry.balance, asset.decimals))}
        </div>
        <div className="pf-row__usd" data-testid="row-usd">
          {maskable(hidden, formatUsd(entry.valueUSD))}
        </div>
        {hasProtocol && !hidden ? <WithdrawAction entry={entry} /> : null}
      </div>
      {earnings ? <RowEarnings earnings={earnings} hidden={hidden} partial={row.partial === true} /> : null}
    </li>
  );
}
