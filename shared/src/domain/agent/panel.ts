// The agent panel's rules: its states, the guardrail levels and the optimizer profile each stands for, the log it
// keeps, how often it looks again, and the warnings a wallet's balances call for.

export type AgentStatus = 'initializing' | 'active' | 'paused' | 'processing';

/** The page looks at the agent (balances, log, a purchase) every 10 s. */
export const AGENT_REFRESH_MS = 10_000;
/** The log shows the latest 15 entries. */
export const AGENT_LOG_LIMIT = 15;

export type Guardrail = 1 | 2 | 3;
export const GUARDRAIL_MIN: Guardrail = 1;
export const GUARDRAIL_MAX: Guardrail = 3;
export const GUARDRAIL_DEFAULT: Guardrail = 2;

export type OptimizerProfile = 'conservative' | 'balanced' | 'aggressive';

const GUARDRAILS: Record<Guardrail, { label: string; profile: OptimizerProfile }> = {
  1: { label: 'Conservative', profile: 'conservative' },
  2: { label: 'Balanced', profile: 'balanced' },
  3: { label: 'Aggressive', profile: 'aggressive' },
};

export function isGuardrail(value: number): value is Guardrail {
  return value === 1 || value === 2 || value === 3;
}

export function guardrailLabel(level: Guardrail): string {
  return GUARDRAILS[level].label;
}

/** The optimizer profile the agent asks for at this guardrail level. */
export function guardrailProfile(level: Guardrail): OptimizerProfile {
  return GUARDRAILS[level].profile;
}

export const AGENT_MESSAGES = {
  initFailed: 'Failed to initialize agent',
  simulation: 'Agent running in simulation mode',
  lowGas: 'Low ETH balance for gas fees',
  simulatedBalance: 'Using simulated balance (contract unavailable)',
  pausedOptimize: 'Cannot optimize while paused',
  budgetExhausted: 'Budget exhausted: the agent buys no more reports until the budget is raised',
  unfunded: 'Fund the agent with USDC on Base to let it buy reports',
  /** A round that found a report due and the agent's account short of its price. */
  waitingForUsdc: 'Waiting for USDC: a report is due, and the agent holds less than its price',
  connect: 'Connect a wallet: each wallet has an agent of its own, with its own account, budget and log',
  signIn: 'Sign in with your wallet (one signature, no transaction) to see and run its agent',
  turnOn:
    'Turn the agent on: it gets an account of its own that you fund with USDC on Base, and buys reports only about what you hold or weigh, within your daily budget',
  autoRebalanceOff: 'Auto Rebalance is off: turn it on in Quick Actions to let the agent optimize',
} as const;

/** Under 0.001 ETH the agent cannot count on paying for a transaction. */
export const LOW_ETH_THRESHOLD = 0.001;

export function isLowGas(eth: number): boolean {
  return eth < LOW_ETH_THRESHOLD;
}

/** The agent may buy a report only with live data on, not paused, and nothing else in flight. */
export function mayBuyReport(state: { liveData: boolean; status: AgentStatus; busy: boolean }): boolean {
  return state.liveData && state.status === 'active' && !state.busy;
}

export type AgentLogLevel = 'info' | 'success' | 'warning' | 'error';

export type AgentLogEntry = {
  id: string;
  /** ISO time. */
  at: string;
  level: AgentLogLevel;
  message: string;
};

/** Newest first, never more than the limit. */
export function latestLogEntries(
  entries: readonly AgentLogEntry[],
  limit = AGENT_LOG_LIMIT,
): AgentLogEntry[] {
  return [...entries]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id.localeCompare(a.id)))
    .slice(0, limit);
}
