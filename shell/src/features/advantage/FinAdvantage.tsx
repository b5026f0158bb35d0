import { RATES_AS_OF } from '../../lib/rates';
import { ADVANTAGES } from './data';

/** The 'Fin Advantage' block: why use Fin rather than each protocol's own app. */
export function FinAdvantage() {
  return (
    <div className="fin-card shell-advantage">
      <div className="fin-card__header">
        <h2 className="fin-card__title" id="fin-advantage-title">
          Fin Advantage
        </h2>
        <span className="fin-muted shell-asof">Rates {RATES_AS_OF}</span>
      </div>
      <ul className="shell-advantage__list">
        {ADVANTAGES.map((a) => (
          <li key={a.title} className="shell-advantage__item">
            <h3 className="shell-tile__title">{a.title}</h3>
            <p className="shell-tile__text">{a.detail}</p>
            <p className="shell-advantage__highlights">{a.highlights.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
