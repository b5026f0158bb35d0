import { UP_COMING_PROTOCOLS } from '../../features/protocols/data';
import { Link } from '../../lib/router';

/** An unknown path, or a protocol page Fin does not have: says so and offers the pages that exist. */
export function NotFoundPage({ protocolSlug }: { protocolSlug?: string }) {
  return (
    <div className="shell-page shell-not-found">
      <p className="shell-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" tabIndex={-1} className="shell-page__title">
        {protocolSlug ? 'Protocol not found' : 'Page not found'}
      </h1>
      <p className="fin-muted">
        {protocolSlug
          ? `Fin has no page for a protocol called “${protocolSlug}”. These are the protocols it covers:`
          : 'This address does not match a page of Fin. Try one of these:'}
      </p>
      {protocolSlug ? (
        <ul className="shell-not-found__links">
          {UP_COMING_PROTOCOLS.map((p) => (
            <li key={p.slug}>
              <Link to={p.detailsLink}>{p.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="shell-not-found__actions">
        <Link to="/" className="fin-btn fin-btn--primary">
          Back to the dashboard
        </Link>
        <Link to="/yields" className="fin-btn fin-btn--secondary">
          View all yields
        </Link>
      </p>
    </div>
  );
}
