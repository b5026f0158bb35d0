// The agent works on Fin's server, with this page closed too: when it looks next (or why it does not), and what it
// did while the owner was away (since they last had the panel open): the money it moved, the reports it bought.
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import type { AgentAway, AgentRounds } from '@fin/shared/schemas/autopilot';
import { formatUnits } from 'viem';

const time = (iso: string) => new Date(iso).toLocaleTimeString();

function awayText(away: AgentAway): string | null {
  if (!away.since || (away.bought === 0 && away.moves === 0 && away.logEntries === 0)) return null;
  const bought =
    away.bought === 0
      ? 'bought nothing'
      : `bought ${away.bought} report${away.bought === 1 ? '' : 's'} for ${formatUsdcUnits(away.spentUnits)} USDC`;
  // A move of money first: it is what the owner most needs to hear about.
  const moved =
    away.moves === 0
      ? ''
      : `moved ${formatUnits(BigInt(away.movedUnits), 6)} USDC in ${away.moves} move${away.moves === 1 ? '' : 's'} and `;
  return `While you were away (since ${time(away.since)}) your agent ${moved}${bought}; ${away.logEntries} new line${away.logEntries === 1 ? '' : 's'} in its log below`;
}

function runningText(rounds: AgentRounds): string {
  if (rounds.paused) return 'Paused on the server: the agent does nothing until you resume it';
  if (!rounds.liveData) return 'Live data is off: the agent buys no reports on its own';
  if (!rounds.running) return 'The agent is not running on the server';
  return rounds.nextRoundAt
    ? `Runs on Fin's server, with this page closed too: next look at ${time(rounds.nextRoundAt)}`
    : "Runs on Fin's server, with this page closed too: its first look is queued";
}

export function AgentOnServer({ rounds, away }: { rounds: AgentRounds | undefined; away: AgentAway | null }) {
  const awayLine = away ? awayText(away) : null;
  if (!rounds && !awayLine) return null;
  return (
    <div className="fin-agent__server">
      {awayLine ? (
        <p className="fin-agent__away" role="status" data-testid="agent-away">
          {awayLine}
        </p>
      ) : null}
      {rounds ? (
        <p className="fin-muted" data-testid="agent-server">
          {runningText(rounds)}
        </p>
      ) : null}
    </div>
  );
}
