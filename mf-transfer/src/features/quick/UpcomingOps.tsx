/** The two upcoming operations the product lists (static). */
const UPCOMING_OPS = [
  { label: 'Route idle USDC to Base', eta: '25m' },
  { label: 'Claim rewards on Avalanche', eta: '2h' },
] as const;

export function UpcomingOps() {
  return (
    <section className="tf-card" aria-labelledby="qa-ops-title" data-testid="upcoming-ops">
      <h3 id="qa-ops-title" className="tf-card__title">
        Upcoming Ops
      </h3>
      <ul className="tf-list">
        {UPCOMING_OPS.map((op) => (
          <li key={op.label} className="tf-list__item">
            <span>{op.label}</span>
            <span className="fin-muted">ETA {op.eta}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
