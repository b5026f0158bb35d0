// What each alert rule watches, as pure functions of a wallet's facts: for every subject a rule looks at (a held
// pool, a transfer, the agent's budget or funds) whether its condition holds now and what the alert says.
// Firing once per occurrence is the engine's job (engine.ts); this file only says what is true now.

import { transferLinkPath } from '@fin/shared/domain/cctp/transfer-link';
import { getChainName } from '@fin/shared/domain/chains/chains';
import type { RiskLabel } from '@fin/shared/domain/yields/risk';
import type { AlertRuleInput } from '@fin/shared/schemas/alerts';

export type HeldPool = {
  /** The yields row id. */
  poolId: string;
  /** 'Aave V3 USDC on Base'. */
  label: string;
  /** Percent, now. */
  apy: number | null;
  /** Percent, `days` days ago (from the history snapshots), per window a rule asks for. */
  apyDaysAgo: Readonly<Record<number, number | null>>;
  risk: RiskLabel;
};

export type OpenTransfer = {
  sourceChainId: number;
  destinationChainId: number;
  burnTxHash: string;
  amount: string;
  status: string;
  startedAtMs: number;
};

type AgentState = { budgetSpent: boolean; fundsOut: boolean };

/** What Fin knows about a wallet now; undefined where it could not be read this round (nothing changes then). */
export type WalletFacts = {
  pools?: readonly HeldPool[];
  transfers?: readonly OpenTransfer[];
  /** null: the wallet has no agent turned on. */
  agent?: AgentState | null;
};

export type Finding = {
  subject: string;
  holds: boolean;
  title: string;
  message: string;
  link: string | null;
  /** Risk rules: the label the rule compares against, kept from the first time it saw the pool. */
  baseline?: string;
};

const RISK_RANK: Record<RiskLabel, number> = { Low: 0, Medium: 1, High: 2 };
const pct = (v: number) => `${v.toFixed(2)}%`;

/** The facts a rule needs, so a round reads only those. */
export function factsNeeded(rule: AlertRuleInput): keyof WalletFacts {
  switch (rule.kind) {
    case 'apy-below':
    case 'apy-drop':
    case 'risk-worse':
      return 'pools';
    case 'transfer-stuck':
      return 'transfers';
    case 'agent-out':
      return 'agent';
  }
}

export function describeRule(rule: AlertRuleInput): string {
  switch (rule.kind) {
    case 'apy-below':
      return `A held position's APY falls under ${rule.belowPct}%`;
    case 'apy-drop':
      return `A held position's APY drops ${rule.points} points or more over ${rule.days} day${rule.days === 1 ? '' : 's'}`;
    case 'transfer-stuck':
      return `A transfer is still unfinished ${rule.minutes} minutes after it started`;
    case 'agent-out':
      return "The agent's daily budget is spent or its account runs out of USDC";
    case 'risk-worse':
      return "A held pool's risk label gets worse";
  }
}

type Rule<K extends AlertRuleInput['kind']> = Extract<AlertRuleInput, { kind: K }>;

function apyBelow(rule: Rule<'apy-below'>, facts: WalletFacts): Finding[] | undefined {
  return facts.pools?.flatMap((p) =>
    p.apy === null
      ? []
      : [
          {
            subject: p.poolId,
            holds: p.apy < rule.belowPct,
            title: `APY under ${rule.belowPct}%: ${p.label}`,
            message: `${p.label} pays ${pct(p.apy)} APY, under the ${rule.belowPct}% you set.`,
            link: null,
          },
        ],
  );
}

/** Pools without a snapshot `days` ago say nothing yet (no drop can be measured). */
function apyDrop(rule: Rule<'apy-drop'>, facts: WalletFacts): Finding[] | undefined {
  return facts.pools?.flatMap((p) => {
    const before = p.apyDaysAgo[rule.days];
    if (p.apy === null || before === null || before === undefined) return [];
    const drop = before - p.apy;
    return [
      {
        subject: p.poolId,
        holds: drop >= rule.points,
        title: `APY down ${drop.toFixed(2)} points: ${p.label}`,
        message: `${p.label} paid ${pct(before)} APY ${rule.days} day${rule.days === 1 ? '' : 's'} ago and pays ${pct(p.apy)} now.`,
        link: null,
      },
    ];
  });
}

function transferStuck(
  rule: Rule<'transfer-stuck'>,
  facts: WalletFacts,
  nowMs: number,
): Finding[] | undefined {
  return facts.transfers?.map((t) => {
    const minutes = Math.floor((nowMs - t.startedAtMs) / 60_000);
    const route = `${getChainName(t.sourceChainId)} to ${getChainName(t.destinationChainId)}`;
    return {
      subject: `${t.sourceChainId}:${t.burnTxHash.toLowerCase()}`,
      holds: minutes >= rule.minutes,
      title: `Transfer unfinished after ${minutes} min`,
      message: `${t.amount} USDC from ${route} started ${minutes} minutes ago and is not minted yet (${t.status}). Open its recovery link to finish it.`,
      link: transferLinkPath(t.sourceChainId, t.burnTxHash),
    };
  });
}

/** A wallet without an agent has nothing to watch; an agent not read this round says nothing. */
function agentOut(facts: WalletFacts): Finding[] | undefined {
  const agent = facts.agent;
  if (agent === undefined) return undefined;
  if (agent === null) return [];
  return [
    {
      subject: 'budget',
      holds: agent.budgetSpent,
      title: "Agent's daily budget is spent",
      message: 'Your agent has spent its daily budget: it buys no more reports until tomorrow (UTC).',
      link: null,
    },
    {
      subject: 'funds',
      holds: agent.fundsOut,
      title: 'Agent account out of USDC',
      message: "Your agent's account holds no USDC on Base: fund it to let it buy reports.",
      link: null,
    },
  ];
}

/** Compared with the label the rule first saw for the pool, so a slow slide is caught as well as a jump. */
function riskWorse(facts: WalletFacts, baselines: ReadonlyMap<string, string>): Finding[] | undefined {
  return facts.pools?.map((p) => {
    const baseline = (baselines.get(p.poolId) as RiskLabel | undefined) ?? p.risk;
    return {
      subject: p.poolId,
      holds: RISK_RANK[p.risk] > RISK_RANK[baseline],
      title: `Risk now ${p.risk}: ${p.label}`,
      message: `${p.label} is now rated ${p.risk} risk; it was ${baseline} when this alert started watching it.`,
      link: null,
      baseline,
    };
  });
}

/**
 * Every subject the rule sees and whether its condition holds; undefined when the facts it needs could not be
 * read (then no condition starts or clears this round). `baselines` holds risk labels first seen, by subject.
 */
export function evaluateRule(
  rule: AlertRuleInput,
  facts: WalletFacts,
  nowMs: number,
  baselines: ReadonlyMap<string, string>,
): Finding[] | undefined {
  switch (rule.kind) {
    case 'apy-below':
      return apyBelow(rule, facts);
    case 'apy-drop':
      return apyDrop(rule, facts);
    case 'transfer-stuck':
      return transferStuck(rule, facts, nowMs);
    case 'agent-out':
      return agentOut(facts);
    case 'risk-worse':
      return riskWorse(facts, baselines);
  }
}
