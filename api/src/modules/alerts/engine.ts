// One evaluation round over every wallet's rules. Each watched condition (a rule × a subject) is either holding or
// not; an alert fires only when one starts to hold (occurrence n+1), never while it keeps holding, and again after
// it has cleared and returns. The transitions are conditional writes (alert_conditions) and the alert of an
// occurrence is unique in the database, so two instances evaluating at once still fire it once.
import type { Logger } from 'pino';
import {
  type AlertsRepository,
  type Condition,
  conditionKey,
  type NewAlert,
  type StoredRule,
} from './adapter';
import type { AlertDeliveries } from './delivery';
import type { AlertFacts, FactsRequest } from './facts';
import { evaluateRule, type Finding, factsNeeded, type WalletFacts } from './rules';

export type RoundFigures = { rules: number; wallets: number; fired: number; cleared: number; ms: number };

const WALLETS_AT_ONCE = 8;

function request(rules: readonly StoredRule[]): FactsRequest {
  const need = rules.map((r) => factsNeeded(r.rule));
  return {
    pools: need.includes('pools'),
    apyWindows: [...new Set(rules.flatMap((r) => (r.rule.kind === 'apy-drop' ? [r.rule.days] : [])))],
    transfers: need.includes('transfers'),
    agent: need.includes('agent'),
  };
}

/** Runs `work` over `items`, at most `n` at a time. */
async function inBatches<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, lane));
}

type Plan = {
  fresh: { condition: Condition; finding: Finding; rule: StoredRule }[];
  rising: { finding: Finding; rule: StoredRule }[];
  falling: { ruleId: number; subject: string }[];
};

/** What changes for one rule, given its findings and the conditions stored for it. */
function planRule(
  rule: StoredRule,
  findings: readonly Finding[],
  stored: ReadonlyMap<string, Condition>,
  now: Date,
  plan: Plan,
): void {
  // `stored` holds this rule's conditions by subject.
  const seen = new Set<string>();
  for (const f of findings) {
    seen.add(f.subject);
    const c = stored.get(f.subject);
    if (!c) {
      // A subject first seen: stored when it holds, or when a risk rule must remember the label it started from.
      if (f.holds || f.baseline !== undefined)
        plan.fresh.push({
          rule,
          finding: f,
          condition: {
            ruleId: rule.id,
            subject: f.subject,
            active: f.holds,
            occurrence: f.holds ? 1 : 0,
            baseline: f.baseline ?? null,
            changedAt: now,
          },
        });
    } else if (f.holds && !c.active) plan.rising.push({ rule, finding: f });
    else if (!f.holds && c.active) plan.falling.push({ ruleId: rule.id, subject: f.subject });
  }
  // A subject no longer there (a position sold, a transfer finished and pruned) has cleared.
  for (const c of stored.values())
    if (c.active && !seen.has(c.subject)) plan.falling.push({ ruleId: rule.id, subject: c.subject });
}

export class AlertEngine {
  constructor(
    private readonly opts: {
      repo: AlertsRepository;
      facts: AlertFacts;
      deliveries: AlertDeliveries;
      now: () => Date;
      logger?: Logger;
    },
  ) {}

  async evaluate(): Promise<RoundFigures> {
    const startedAt = performance.now();
    const now = this.opts.now();
    const { rules, stored, byWallet } = await this.#state();
    await this.opts.facts.startRound?.();
    const plan = await this.#plan(byWallet, stored, now);
    const fired = await this.opts.repo.insertAlerts(await this.#apply(plan, now));
    await this.opts.deliveries.enqueue(fired);
    return {
      rules: rules.length,
      wallets: byWallet.size,
      fired: fired.length,
      cleared: plan.falling.length,
      ms: performance.now() - startedAt,
    };
  }

  /** Every rule, grouped by wallet, and every condition stored, by rule and subject. */
  async #state() {
    const rules = await this.opts.repo.allRules();
    const stored = new Map<number, Map<string, Condition>>();
    for (const c of await this.opts.repo.allConditions()) {
      const forRule = stored.get(c.ruleId) ?? new Map<string, Condition>();
      forRule.set(c.subject, c);
      stored.set(c.ruleId, forRule);
    }
    const byWallet = new Map<string, StoredRule[]>();
    for (const r of rules) {
      const list = byWallet.get(r.address);
      if (list) list.push(r);
      else byWallet.set(r.address, [r]);
    }
    return { rules, stored, byWallet };
  }

  /** Each wallet's facts read once, each of its rules checked against them; a wallet not read changes nothing. */
  async #plan(
    byWallet: ReadonlyMap<string, StoredRule[]>,
    stored: ReadonlyMap<number, Map<string, Condition>>,
    now: Date,
  ): Promise<Plan> {
    const plan: Plan = { fresh: [], rising: [], falling: [] };
    await inBatches([...byWallet], WALLETS_AT_ONCE, async ([address, walletRules]) => {
      let facts: WalletFacts;
      try {
        facts = await this.opts.facts.forWallet(address, request(walletRules), now);
      } catch (err) {
        this.opts.logger?.warn({ err, address }, 'alert facts could not be read');
        return;
      }
      for (const rule of walletRules) {
        const conditions = stored.get(rule.id) ?? new Map<string, Condition>();
        const baselines = new Map<string, string>();
        for (const c of conditions.values()) if (c.baseline !== null) baselines.set(c.subject, c.baseline);
        const findings = evaluateRule(rule.rule, facts, now.getTime(), baselines);
        if (findings) planRule(rule, findings, conditions, now, plan);
      }
    });
    return plan;
  }

  /**
   * Writes the plan and answers the alerts it fires: a condition seen for the first time fires only if this
   * round's insert made it (another round may have); one that starts again fires with its next occurrence.
   */
  async #apply(plan: Plan, now: Date): Promise<NewAlert[]> {
    const { repo } = this.opts;
    const fires: NewAlert[] = [];
    const inserted = new Set(
      (await repo.insertConditions(plan.fresh.map((f) => f.condition))).map(conditionKey),
    );
    for (const f of plan.fresh)
      if (f.condition.active && inserted.has(conditionKey(f.condition)))
        fires.push(toAlert(f.rule, f.finding, 1, now));
    const started = await repo.startOccurrences(
      plan.rising.map((r) => ({ ruleId: r.rule.id, subject: r.finding.subject })),
      now,
    );
    for (const r of plan.rising) {
      const occurrence = started.get(conditionKey({ ruleId: r.rule.id, subject: r.finding.subject }));
      if (occurrence !== undefined) fires.push(toAlert(r.rule, r.finding, occurrence, now));
    }
    await repo.clear(plan.falling, now);
    return fires;
  }
}

function toAlert(rule: StoredRule, f: Finding, occurrence: number, now: Date): NewAlert {
  return {
    address: rule.address,
    ruleId: rule.id,
    kind: rule.rule.kind,
    subject: f.subject,
    occurrence,
    title: f.title,
    message: f.message,
    link: f.link,
    firedAt: now,
  };
}
