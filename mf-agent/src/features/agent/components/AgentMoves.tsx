// The agent's moves through the wallet's grant: an announced one with the time it runs and a Cancel button (the
// owner's window), then what happened to the latest ones, each with its arithmetic and transactions.

import { CANCEL_WINDOWS, cancelWindowWords } from '@fin/shared/domain/agent/cancel-window';
import type { AgentRounds } from '@fin/shared/schemas/autopilot';
import { Button } from '@fin/shared/ui/Button';

const STATUS_TEXT: Record<AgentRounds['moves'][number]['status'], string> = {
  announced: 'Announced',
  running: 'Running',
  done: 'Done',
  stopped: 'Stopped',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const time = (iso: string) => new Date(iso).toLocaleTimeString();

function CancelWindow(props: { seconds: number; onChange: (seconds: number) => void; busy: boolean }) {
  const choices = CANCEL_WINDOWS.includes(props.seconds as (typeof CANCEL_WINDOWS)[number])
    ? CANCEL_WINDOWS
    : [props.seconds, ...CANCEL_WINDOWS];
  return (
    <label className="fin-agent__window">
      Each move is announced
      <select
        className="fin-select"
        value={props.seconds}
        disabled={props.busy}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {choices.map((s) => (
          <option key={s} value={s}>
            {cancelWindowWords(s)}
          </option>
        ))}
      </select>
      before it runs, so you can cancel it
    </label>
  );
}

export function AgentMoves({
  rounds,
  onCancel,
  onCancelWindow,
  busy,
}: {
  rounds: AgentRounds | undefined;
  onCancel: (moveId: string) => void;
  onCancelWindow: (seconds: number) => void;
  busy: boolean;
}) {
  if (!rounds || (!rounds.autoRebalance && rounds.moves.length === 0)) return null;
  return (
    <section className="fin-agent__moves" aria-label="Agent's moves">
      <p className="fin-muted">
        {rounds.autoRebalance
          ? 'Auto Rebalance on: with a grant in force the agent moves money itself'
          : 'Auto Rebalance off: the agent moves no money'}
      </p>
      {rounds.autoRebalance ? (
        <CancelWindow seconds={rounds.cancelWindowSeconds} onChange={onCancelWindow} busy={busy} />
      ) : null}
      <ul>
        {rounds.moves.slice(0, 3).map((m) => (
          <li key={m.id} className="fin-agent__move" data-testid="agent-move">
            <span className="fin-agent__move-head">
              <strong>{STATUS_TEXT[m.status]}</strong> {m.summary}
              {m.status === 'announced' ? ` · runs at ${time(m.runAt)} unless you cancel` : ''}
            </span>
            <span className="fin-muted">{m.arithmetic}</span>
            {m.note ? <span className="fin-muted">{m.note}</span> : null}
            {m.status === 'announced' ? (
              <Button size="sm" variant="secondary" onClick={() => onCancel(m.id)} disabled={busy}>
                Cancel move
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
