// The agent's log: the latest entries, newest first, each coloured by its level; focusable so it scrolls by keyboard.
import type { AgentLogEntry } from '@fin/shared/domain/agent/panel';

const LEVEL_TONE: Record<AgentLogEntry['level'], string> = {
  info: 'fin-agent-log__entry--info',
  success: 'fin-agent-log__entry--success',
  warning: 'fin-agent-log__entry--warning',
  error: 'fin-agent-log__entry--error',
};

export function AgentLog({ entries }: { entries: AgentLogEntry[] }) {
  return (
    <section className="fin-agent-log" aria-label="Agent log">
      <h3 className="fin-agent-log__title">Agent log</h3>
      {entries.length === 0 ? (
        <p className="fin-muted">Nothing yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must be able to focus it to scroll
        <ol className="fin-agent-log__list" aria-live="polite" aria-label="Agent log entries" tabIndex={0}>
          {entries.map((e) => (
            <li
              key={e.id}
              className={`fin-agent-log__entry ${LEVEL_TONE[e.level]}`}
              data-testid="agent-log-entry"
            >
              <time dateTime={e.at}>{new Date(e.at).toLocaleTimeString()}</time>
              <span>{e.message}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
