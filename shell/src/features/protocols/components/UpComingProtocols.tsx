import { RATES_AS_OF } from '../../../lib/rates';
import { Link } from '../../../lib/router';
import { UP_COMING_PROTOCOLS } from '../data';
import { ProtocolBadges } from './RiskBadges';

/** The 'Up & Coming Protocols' section: the nine newer stablecoin venues, each with a details page. */
export function UpComingProtocols() {
  return (
    <div className="fin-card shell-static">
      <div className="fin-card__header">
        <h2 className="fin-card__title" id="up-coming-title">
          Up &amp; Coming Protocols
        </h2>
        <span className="fin-muted shell-asof">Rates {RATES_AS_OF}</span>
      </div>
      <p className="fin-muted shell-static__intro">
        Newer protocols with stablecoin yields worth watching. Higher rates come with newer code and different
        risks: read the risk note before depositing.
      </p>
      <div className="shell-grid">
        {UP_COMING_PROTOCOLS.map((p) => (
          <article key={p.slug} className="shell-tile" aria-labelledby={`protocol-${p.slug}`}>
            <div className="shell-tile__head">
              <h3 id={`protocol-${p.slug}`} className="shell-tile__title">
                {p.name}
              </h3>
              <ProtocolBadges protocol={p} />
            </div>
            <p className="shell-apy">{p.apyText}</p>
            <p className="shell-tile__text">{p.description}</p>
            <ul className="shell-features">
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <p className="shell-risk-note">
              <strong>Risk:</strong> {p.riskNote}
            </p>
            <Link to={p.detailsLink} className="shell-tile__link" aria-label={`${p.name} details`}>
              Details →
            </Link>
          </article>
        ))}
      </div>
    </div>
  );
}
