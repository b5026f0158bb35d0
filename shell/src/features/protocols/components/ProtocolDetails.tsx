import { lazy, Suspense } from 'react';
import { Chips } from '../../../lib/Chips';
import { ExternalLink } from '../../../lib/ExternalLink';
import { RATES_AS_OF } from '../../../lib/rates';
import { Link } from '../../../lib/router';
import type { UpComingProtocol } from '../data';
import { LivePoolsFrame, LivePoolsLoading } from './LivePoolsFrame';
import { ProtocolBadges } from './RiskBadges';

// The live pools list brings the API client and the yields schema: a chunk of its own, loaded on this page only.
const LivePools = lazy(() => import('./LivePools'));

/** The /protocols/:slug page body: what the protocol is, its chains, risk notes and its live pools. */
export function ProtocolDetails({ protocol }: { protocol: UpComingProtocol }) {
  return (
    <article className="shell-page" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="shell-breadcrumb">
        <ol>
          <li>
            <Link to="/">Dashboard</Link>
          </li>
          <li>
            <Link to="/#up-coming">Up &amp; Coming Protocols</Link>
          </li>
          <li aria-current="page">{protocol.name}</li>
        </ol>
      </nav>
      <header className="shell-page__header">
        <h1 id="page-title" tabIndex={-1} className="shell-page__title">
          {protocol.name}
        </h1>
        <ProtocolBadges protocol={protocol} />
      </header>
      <p className="shell-apy shell-apy--large">
        {protocol.apyText} <span className="fin-muted shell-asof">({RATES_AS_OF})</span>
      </p>
      <div className="shell-page__columns">
        <section className="fin-card" aria-labelledby="about-title">
          <h2 id="about-title" className="fin-card__title">
            What it is
          </h2>
          <p>{protocol.description}</p>
          <ul className="shell-features">
            {protocol.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <ExternalLink href={protocol.appUrl} className="fin-btn fin-btn--secondary">
            Open the {protocol.name} app
          </ExternalLink>
        </section>
        <section className="fin-card" aria-labelledby="risk-title">
          <h2 id="risk-title" className="fin-card__title">
            Chains and risk
          </h2>
          <h3 className="shell-subtitle">Chains</h3>
          <Chips items={protocol.chains} label={`${protocol.name} chains`} />
          <h3 className="shell-subtitle">Risk note</h3>
          <p className="shell-risk-note">{protocol.riskNote}</p>
        </section>
      </div>
      <Suspense
        fallback={
          <LivePoolsFrame>
            <LivePoolsLoading />
          </LivePoolsFrame>
        }
      >
        <LivePools protocol={protocol} />
      </Suspense>
    </article>
  );
}
