import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { Link } from '../../lib/router';
import { YIELDS_REMOTE_ID } from '../sections';

/** /yields: the yields remote in full-page mode under the shell's header and nav. */
export function YieldsPage() {
  return (
    <div className="shell-page">
      <nav aria-label="Breadcrumb" className="shell-breadcrumb">
        <ol>
          <li>
            <Link to="/">Dashboard</Link>
          </li>
          <li aria-current="page">All yields</li>
        </ol>
      </nav>
      <h1 id="page-title" tabIndex={-1} className="shell-page__title">
        All stablecoin yields
      </h1>
      <p className="fin-muted shell-page__lead">
        Every USD stablecoin opportunity Fin tracks across lending protocols and vaults on six chains.
      </p>
      <RemoteSlot
        remoteId={YIELDS_REMOTE_ID}
        title="USD Stablecoins"
        props={{ mode: 'page' }}
        minHeight={400}
      />
    </div>
  );
}
