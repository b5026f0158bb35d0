// The agent status panel: state and Pause/Resume, then either what the wallet must do first (connect, sign in,
// turn its agent on) or its own agent: account and balances with Fund and Withdraw, today's budget (changeable up
// to the cap), Buy report now, the live-data switch, the guardrail, Optimize, and the log of the latest 15 things
// it did.
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import { AGENT_PROTOCOLS, type AgentProtocol } from '@fin/shared/domain/agent/choice';
import {
  AGENT_MESSAGES,
  type AgentLogEntry,
  type AgentStatus,
  GUARDRAIL_MAX,
  GUARDRAIL_MIN,
  type Guardrail,
  guardrailLabel,
} from '@fin/shared/domain/agent/panel';
import { formatTokenAmount, shortenAddress } from '@fin/shared/domain/money/format';
import type { AgentBudget, AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Slider } from '@fin/shared/ui/Slider';
import { Toggle } from '@fin/shared/ui/Toggle';
import { type ReactNode, useId, useState } from 'react';
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

type AgentMoneyProps = {
  onFund: (amount: string) => void;
  onWithdraw: () => void;
  moving: boolean;
  error: string | null;
};

export type AgentPanelViewProps = {
  status: AgentStatus;
  paused: boolean;
  onTogglePause: () => void;
  /** What the wallet must do first (connect, sign in, turn the agent on), shown instead of the agent. */
  gate?: ReactNode;
  agent?: AgentInitializeResponse | undefined;
  busy?: boolean;
  money?: AgentMoneyProps;
  onBuyNow?: (protocol: AgentProtocol) => void;
  onSetBudget?: (usdc: string) => void;
  budgetError?: string | null;
  /** What the agent's last look found when it bought nothing. */
  lookNote?: string | null;
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
      {p.gate || !agent ? (
        <div className="fin-agent__state" role="status">
          {p.gate ?? <span className="fin-muted">Initializing agent...</span>}
        </div>
      ) : (
        <>
          <AgentWallet agent={agent} money={p.money} />
          <AgentBudgetView budget={agent.budget} onSetBudget={p.onSetBudget} error={p.budgetError ?? null} />
          {agent.messages.length > 0 ? (
            <ul className="fin-agent__messages" data-testid="agent-messages">
              {agent.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          <BuyNow
            onBuyNow={p.onBuyNow}
            disabled={p.busy === true || agent.mode !== 'live'}
            note={p.lookNote}
          />
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

function AgentWallet({
  agent,
  money,
}: {
  agent: AgentInitializeResponse;
  money: AgentMoneyProps | undefined;
}) {
  const [amount, setAmount] = useState('0.01');
  const id = useId();
  return (
    <section className="fin-agent__account" aria-label="Agent account">
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
      {agent.address && money ? (
        <form
          className="fin-agent__money"
          onSubmit={(e) => {
            e.preventDefault();
            money.onFund(amount);
          }}
        >
          <label htmlFor={`${id}-fund`}>Fund from your wallet (USDC on Base)</label>
          <div className="fin-agent__row">
            <input
              id={`${id}-fund`}
              className="fin-input"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              disabled={money.moving}
            />
            <Button type="submit" disabled={money.moving}>
              Fund agent
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={money.onWithdraw}
              disabled={money.moving || Number(agent.balance.usdc) === 0}
            >
              Withdraw to my wallet
            </Button>
          </div>
          {money.error ? (
            <p className="fin-agent__error" role="alert">
              {money.error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}

function AgentBudgetView({
  budget,
  onSetBudget,
  error,
}: {
  budget: AgentBudget;
  onSetBudget: ((usdc: string) => void) | undefined;
  error: string | null;
}) {
  const [value, setValue] = useState(formatUsdcUnits(budget.totalUnits));
  const id = useId();
  return (
    <section className="fin-agent__budget" aria-label="Report budget">
      <p>
        Budget today <strong data-testid="agent-budget">{formatUsdcUnits(budget.totalUnits)} USDC</strong> ·
        Spent <strong data-testid="agent-spent">{formatUsdcUnits(budget.spentUnits)}</strong> · Remaining{' '}
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
      {onSetBudget ? (
        <form
          className="fin-agent__row"
          onSubmit={(e) => {
            e.preventDefault();
            onSetBudget(value);
          }}
        >
          <label htmlFor={`${id}-budget`}>
            Daily budget (USDC, up to {formatUsdcUnits(budget.capUnits)})
          </label>
          <input
            id={`${id}-budget`}
            className="fin-input fin-agent__budget-input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm">
            Set budget
          </Button>
        </form>
      ) : null}
      {error ? (
        <p className="fin-agent__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function BuyNow({
  onBuyNow,
  disabled,
  note,
}: {
  onBuyNow: ((protocol: AgentProtocol) => void) | undefined;
  disabled: boolean;
  note: string | null | undefined;
}) {
  const [protocol, setProtocol] = useState<AgentProtocol>('aave');
  const id = useId();
  if (!onBuyNow) return null;
  return (
    <section className="fin-agent__buy" aria-label="Buy a report">
      <div className="fin-agent__row">
        <label htmlFor={`${id}-protocol`}>Risk report on</label>
        <select
          id={`${id}-protocol`}
          className="fin-select"
          value={protocol}
          onChange={(e) => setProtocol(e.target.value as AgentProtocol)}
        >
          {AGENT_PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={() => onBuyNow(protocol)} disabled={disabled}>
          Buy report now
        </Button>
      </div>
      {note ? (
        <p className="fin-muted" data-testid="agent-look">
          {note}
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
