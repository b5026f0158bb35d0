// A grant as it stands on chain, in words: in force (with today's use, calls left and a Revoke button), or
// revoked / expired / used up.
import type { GrantView } from '@fin/shared/schemas/grant';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { dateText, NEVER_WORDS, networkName, usdcText, venueWords } from './grant-words';

export function GrantSummary(p: { grant: GrantView; busy: boolean; onRevoke?: () => void }) {
  const g = p.grant;
  const active = g.status === 'active';
  return (
    <section
      className="fin-grant__summary"
      data-testid="grant-summary"
      data-status={g.status}
      data-hash={g.delegationHash}
    >
      <div className="fin-grant__head">
        <strong>Permission on {networkName(g.chainId)}</strong>
        <Badge tone={active ? 'success' : 'neutral'} data-testid="grant-status">
          {active ? 'in force' : g.status}
        </Badge>
      </div>
      <ul className="fin-grant__terms">
        {g.venues.map((v) => (
          <li key={v.address}>
            <strong>{v.name}</strong>: {venueWords(v.kind)}
          </li>
        ))}
        <li>
          At most <strong>{usdcText(g.dailyCapUnits)}</strong> a day ({usdcText(g.spentTodayUnits)} used
          today)
        </li>
        <li>
          Until <strong>{dateText(g.expiresAt)}</strong>, {g.callsLeft} of {g.maxCalls} calls left
        </li>
      </ul>
      {active ? <p className="fin-muted">{NEVER_WORDS}</p> : null}
      {g.status === 'revoked' ? (
        <p data-testid="grant-revoked">
          Revoked{g.revokedAt ? ` on ${new Date(g.revokedAt).toUTCString()}` : ''}: the chain refuses every
          call through it.
        </p>
      ) : null}
      {active && p.onRevoke ? (
        <Button variant="secondary" onClick={p.onRevoke} disabled={p.busy}>
          {p.busy ? 'Revoking…' : 'Revoke'}
        </Button>
      ) : null}
    </section>
  );
}
