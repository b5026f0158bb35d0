// The agent status panel: state and Pause/Resume, the agent's wallet and balances, its budget, the live-data
// switch, the guardrail, Optimize, and the log of the latest 15 things it did.
import { formatUsdcUnits } from '@fin/shared/domain/agent-budget';
import {
  AGENT_MESSAGES,
  type AgentLogEntry,
  type AgentStatus,
  GUARDRAIL_MAX,
  GUARDRAIL_MIN,
  type Guardrail,
  guardrailLabel,
} from '@fin/shared/domain/agent-panel';
import { formatTokenAmount, shortenAddress } from '@fin/shared/domain/format';
import type { AgentBudget, AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Slider } from '@fin/shared/ui/Slider';
import { Toggle } from '@fin/shared/ui/Toggle';
import './agent-panel.css';

const STATUS_TONE: Record<AgentStatus, BadgeTone> = {
  initializing: 'warning',
  active: 'success',
  paused: 'neutral',
  processing: 'accent',
};

const LEVEL_TONE: Record<AgentLogEntry['level'], string> = {
  info: 'fin-agent-log__entry--info',
  success: 'fin-agent-log__entry--success',
  warning: 'fin-agent-log__entry--warning',
  error: 'fin-agent-log__entry--error',
};

const SERVICE_LABEL = { 'risk-score': 'Risk scores', analytics: 'Analytics' } as const;

export type AgentPanelViewProps = {
  status: AgentStatus;
  agent: AgentInitializeResponse | undefined;
  initError: string | null;
  onRetry: () => void;
  paused: boolean;
  onTogglePause: () => void;
  liveData: boolean;
  onLiveData: (on: boolean) => void;
  guardrail: Guardrail;
  onGuardrail: (g: Guardrail) => void;
  onOptimize: () => void;
  optimizeNote: string | null;
  entries: AgentLogEntry[];
};

export function AgentPanelView(p: AgentPanelViewProps) {
  const agent = p.agent;
  return (
    <Card data-section="mf_agent/AgentPanel" aria-labelledby="agent-title" className="fin-agent">
      <CardHeader
        id="agent-title"
        title="Autonomous Agent"
        actions={
          <>
            <Badge tone={STATUS_TONE[p.status]} data-testid="agent-status">
              {p.status}
            </Badge>
            <Button
              variant="secondary"
              size="sm"
              onClick={p.onTogglePause}
              disabled={p.status === 'initializing'}
              aria-pressed={p.paused}
            >
              {p.paused ? 'Resume' : 'Pause'}
            </Button>
          </>
        }
      />
      {!agent ? (
        <div className="fin-agent__state" role="status">
          {p.initError ? (
            <>
              <span>{p.initError}</span>
              <Button size="sm" variant="secondary" onClick={p.onRetry}>
                Retry
              </Button>
            </>
          ) : (
            <span className="fin-muted">Initializing agent...</span>
          )}
        </div>
      ) : (
        <>
          <AgentWallet agent={agent} />
          <AgentBudgetView budget={agent.budget} />
          <div className="fin-agent__controls">
            <Toggle label="Live data (paid reports)" checked={p.liveData} onCheckedChange={p.onLiveData} />
            <div className="fin-agent__guardrail">
              <span id="agent-guardrail-label">
                Guardrail: <strong>{guardrailLabel(p.guardrail)}</strong>
              </span>
              <Slider
                label="Guardrail"
                value={p.guardrail}
                min={GUARDRAIL_MIN}
                max={GUARDRAIL_MAX}
                step={1}
                valueText={`${p.guardrail} ${guardrailLabel(p.guardrail)}`}
                onValueChange={(v) => p.onGuardrail(v as Guardrail)}
              />
              <span className="fin-agent__scale fin-muted" aria-hidden="true">
                <span>Conservative</span>
                <span>Balanced</span>
                <span>Aggressive</span>
              </span>
            </div>
            <div className="fin-agent__optimize">
              <Button
                onClick={p.onOptimize}
                disabled={p.paused}
                title={p.paused ? AGENT_MESSAGES.pausedOptimize : undefined}
              >
                Optimize
              </Button>
              {p.paused ? (
                <span className="fin-muted">{AGENT_MESSAGES.pausedOptimize}</span>
              ) : p.optimizeNote ? (
                <span className="fin-muted" role="status">
                  {p.optimizeNote}
                </span>
              ) : null}
            </div>
          </div>
        </>
      )}
      <AgentLog entries={p.entries} />
    </Card>
  );
}

function AgentWallet({ agent }: { agent: AgentInitializeResponse }) {
  return (
    <dl className="fin-agent__wallet" aria-label="Agent wallet">
      <div>
        <dt>Agent wallet</dt>
        <dd>
          {agent.address ? (
            <span className="fin-mono" title={agent.address} data-testid="agent-address">
              {shortenAddress(agent.address)}
            </span>
          ) : (
            <Badge tone="warning">Simulation</Badge>
          )}
        </dd>
      </div>
      <div>
        <dt>ETH (Base)</dt>
        <dd data-testid="agent-eth">{formatTokenAmount(agent.balance.eth, 18)}</dd>
      </div>
      <div>
        <dt>USDC (Base)</dt>
        <dd data-testid="agent-usdc">{Number(agent.balance.usdc).toFixed(4)}</dd>
      </div>
    </dl>
  );
}

function AgentBudgetView({ budget }: { budget: AgentBudget }) {
  return (
    <section className="fin-agent__budget" aria-label="Report budget">
      <p>
        Budget <strong>{formatUsdcUnits(budget.totalUnits)} USDC</strong> · Spent{' '}
        <strong data-testid="agent-spent">{formatUsdcUnits(budget.spentUnits)}</strong> · Remaining{' '}
        <strong data-testid="agent-remaining">{formatUsdcUnits(budget.remainingUnits)}</strong>
      </p>
      <ul className="fin-muted">
        {budget.lines.map((l) => (
          <li key={l.service}>
            {SERVICE_LABEL[l.service]}: {formatUsdcUnits(l.spentUnits)} of {formatUsdcUnits(l.budgetUnits)}{' '}
            USDC · {formatUsdcUnits(l.priceUnits)} each · {l.purchasesLeft} left
          </li>
        ))}
      </ul>
      {budget.exhausted ? (
        <p className="fin-agent__exhausted" role="status">
          {AGENT_MESSAGES.budgetExhausted}
        </p>
      ) : null}
    </section>
  );
}

function AgentLog({ entries }: { entries: AgentLogEntry[] }) {
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
