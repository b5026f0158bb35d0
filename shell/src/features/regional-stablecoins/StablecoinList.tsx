import { Badge } from '@fin/shared/ui/Badge';
import { Chips } from '../../lib/Chips';
import { type RegionalStablecoin, STABLECOIN_TYPE_LABEL } from './data';

/** One regional stablecoin list (JPY or LATAM): name, symbol, peg, country, type, chains and what backs it. */
export function StablecoinList({
  titleId,
  title,
  intro,
  coins,
}: {
  titleId: string;
  title: string;
  intro: string;
  coins: RegionalStablecoin[];
}) {
  return (
    <div className="fin-card shell-static">
      <div className="fin-card__header">
        <h2 className="fin-card__title" id={titleId}>
          {title}
        </h2>
      </div>
      <p className="fin-muted shell-static__intro">{intro}</p>
      <div className="shell-grid shell-grid--compact">
        {coins.map((c) => (
          <article key={c.symbol} className="shell-tile" aria-labelledby={`coin-${c.symbol}`}>
            <div className="shell-tile__head">
              <h3 id={`coin-${c.symbol}`} className="shell-tile__title">
                {c.name} <span className="shell-symbol">{c.symbol}</span>
              </h3>
              <Badge tone={c.type === 'fiat-backed' ? 'success' : 'warning'}>
                {STABLECOIN_TYPE_LABEL[c.type]}
              </Badge>
            </div>
            <dl className="shell-facts">
              <div>
                <dt>Pegged to</dt>
                <dd>{c.pegged}</dd>
              </div>
              <div>
                <dt>Country</dt>
                <dd>{c.country}</dd>
              </div>
            </dl>
            <p className="shell-tile__text">{c.description}</p>
            <Chips items={c.chains} label={`${c.symbol} chains`} />
          </article>
        ))}
      </div>
    </div>
  );
}
