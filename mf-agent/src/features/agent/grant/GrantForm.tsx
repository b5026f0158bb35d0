// The grant form, in the user's words: on which network, into which pools (and CCTP for moves between networks),
// at most how much USDC a day, until which day and how many calls; and what the agent can never do.
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import { grantableVenues } from '@fin/shared/domain/grant/venues';
import { Button } from '@fin/shared/ui/Button';
import { useId, useMemo, useState } from 'react';
import { NEVER_WORDS, networkName, venueWords } from './grant-words';

const DAY = 86_400;

function endOfDay(dateText: string): number {
  return Math.floor(Date.parse(`${dateText}T23:59:59Z`) / 1000);
}

function inDays(days: number): string {
  return new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10);
}

export function GrantForm(p: {
  /** The networks it offers: those with no grant in force (Base first when it is one of them). */
  networks: readonly number[];
  busy: boolean;
  errors: string[];
  onGrant: (r: GrantRequest) => void;
}) {
  const id = useId();
  const [chainId, setChainId] = useState(() => (p.networks.includes(8453) ? 8453 : (p.networks[0] ?? 8453)));
  const venues = useMemo(() => grantableVenues(chainId), [chainId]);
  const [chosen, setChosen] = useState<string[]>(() =>
    grantableVenues(chainId)
      .slice(0, 1)
      .map((v) => v.address),
  );
  const [cap, setCap] = useState('500');
  const [until, setUntil] = useState(inDays(30));
  const [calls, setCalls] = useState('30');
  const toggle = (address: string) =>
    setChosen((c) => (c.includes(address) ? c.filter((a) => a !== address) : [...c, address]));
  const request = (): GrantRequest => ({
    chainId,
    venues: chosen,
    dailyCapUsdc: cap,
    expiresAt: endOfDay(until),
    maxCalls: Number(calls),
  });
  return (
    <form
      className="fin-grant__form"
      data-testid="grant-form"
      onSubmit={(e) => {
        e.preventDefault();
        p.onGrant(request());
      }}
    >
      <p className="fin-grant__lead">
        Let your agent move your USDC while you are away, within limits the chain enforces. You can revoke it
        at any time with one transaction.
      </p>
      <label htmlFor={`${id}-chain`}>Network</label>
      <select
        id={`${id}-chain`}
        className="fin-input"
        value={chainId}
        onChange={(e) => {
          setChainId(Number(e.target.value));
          setChosen([]);
        }}
      >
        {p.networks.map((c) => (
          <option key={c} value={c}>
            {networkName(c)}
          </option>
        ))}
      </select>
      <fieldset className="fin-grant__venues">
        <legend>Where it may put your money</legend>
        {venues.map((v) => (
          <label key={v.address} className="fin-grant__venue">
            <input type="checkbox" checked={chosen.includes(v.address)} onChange={() => toggle(v.address)} />
            <span>
              <strong>{v.name}</strong> <span className="fin-muted">{venueWords(v.kind)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="fin-grant__limits">
        <label>
          At most, per day (USDC)
          <input
            className="fin-input"
            inputMode="decimal"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
          />
        </label>
        <label>
          Until (end of day, UTC)
          <input className="fin-input" type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
        <label>
          Calls in all (a move is 2–3)
          <input
            className="fin-input"
            inputMode="numeric"
            value={calls}
            onChange={(e) => setCalls(e.target.value)}
          />
        </label>
      </div>
      <p className="fin-grant__never">{NEVER_WORDS}</p>
      {p.errors.length > 0 ? (
        <ul className="fin-agent__error" role="alert" data-testid="grant-errors">
          {p.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={p.busy}>
        {p.busy ? 'Granting…' : 'Grant permission'}
      </Button>
    </form>
  );
}
