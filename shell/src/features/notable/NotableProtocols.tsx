import { Chips } from '../../lib/Chips';
import { ExternalLink } from '../../lib/ExternalLink';
import { NOTABLE_PROTOCOLS } from './data';

/** The 'Notable Protocols' section: established venues for stablecoin yield. */
export function NotableProtocols() {
  return (
    <div className="fin-card shell-static">
      <div className="fin-card__header">
        <h2 className="fin-card__title" id="notable-title">
          Notable Protocols
        </h2>
      </div>
      <p className="fin-muted shell-static__intro">
        The established protocols behind most stablecoin yield today.
      </p>
      <div className="shell-grid">
        {NOTABLE_PROTOCOLS.map((p) => (
          <article key={p.name} className="shell-tile" aria-labelledby={`notable-${p.name}`}>
            <div className="shell-tile__head">
              <h3 id={`notable-${p.name}`} className="shell-tile__title">
                {p.name}
              </h3>
              <span className="shell-specialization">{p.specialization}</span>
            </div>
            <p className="shell-tile__text">{p.description}</p>
            <Chips items={p.chains} label={`${p.name} chains`} />
            <ExternalLink href={p.url} className="shell-tile__link">
              Open {p.name}
            </ExternalLink>
          </article>
        ))}
      </div>
    </div>
  );
}
