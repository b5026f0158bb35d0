// The agent's spending rules for paid reports (x402): what each report costs, how the budget is split between the
// two services, and the one refusal rule — a purchase may never take spending past the budget. Amounts are USDC
// base units (6 decimals) as whole numbers, so sums are exact; they are formatted only for people.

export const USDC_DECIMALS = 6;
const UNITS_PER_USDC = 10 ** USDC_DECIMALS;

export type AgentService = 'risk-score' | 'analytics';
export const AGENT_SERVICES: readonly AgentService[] = ['risk-score', 'analytics'];

/** The budget the agent panel runs with: 0.001 USDC (1,000 base units). */
export const AGENT_PAGE_BUDGET_UNITS = 1_000;
/** The agent's own default when nobody sets one: 0.01 USDC. */
export const AGENT_DEFAULT_BUDGET_UNITS = 10_000;

/**
 * What Fin charges for each report. Priced so the page budget buys a handful before it runs out: half of 0.001
 * USDC buys five risk scores (0.0001 each) and two analytics reports (0.0002 each), and the chain fee of a
 * settlement on Base stays far below either price.
 */
export const REPORT_PRICE_UNITS: Readonly<Record<AgentService, number>> = {
  'risk-score': 100,
  analytics: 200,
};

export type BudgetSplit = Readonly<Record<AgentService, number>>;

/** Half of the budget to each service; an odd base unit goes to the risk score, the cheaper, more frequent buy. */
export function splitBudget(totalUnits: number): BudgetSplit {
  assertUnits(totalUnits, 'budget');
  const analytics = Math.floor(totalUnits / 2);
  return { 'risk-score': totalUnits - analytics, analytics };
}

export type PurchaseDecision = { ok: true; spentAfter: number } | { ok: false; message: string };

/** A purchase is refused when what is already spent plus its cost would exceed the budget. */
export function checkPurchase(spentUnits: number, costUnits: number, budgetUnits: number): PurchaseDecision {
  assertUnits(spentUnits, 'spent');
  assertUnits(costUnits, 'cost');
  assertUnits(budgetUnits, 'budget');
  const after = spentUnits + costUnits;
  if (after > budgetUnits)
    return { ok: false, message: budgetExceededMessage(costUnits, spentUnits, budgetUnits) };
  return { ok: true, spentAfter: after };
}

/** An amount in words: '0' for nothing (not '0.0'), else formatUsdcUnits. */
const usdcText = (units: number) => (units === 0 ? '0' : formatUsdcUnits(units));

/** Why a report was not bought: its price beside what today's budget has left, in USDC. */
export function budgetExceededMessage(costUnits: number, spentUnits: number, budgetUnits: number): string {
  const left = Math.max(0, budgetUnits - spentUnits);
  const budget =
    budgetUnits === 0
      ? 'the daily budget is 0 USDC'
      : `${usdcText(left)} USDC of today's ${usdcText(budgetUnits)} USDC budget is left`;
  return `Over budget, not bought: it costs ${usdcText(costUnits)} USDC and ${budget}`;
}

export type BudgetLine = {
  service: AgentService;
  budgetUnits: number;
  spentUnits: number;
  remainingUnits: number;
  priceUnits: number;
  /** Whole purchases the remaining budget still pays for. */
  purchasesLeft: number;
};

export function budgetLine(service: AgentService, budgetUnits: number, spentUnits: number): BudgetLine {
  const remainingUnits = Math.max(0, budgetUnits - spentUnits);
  const priceUnits = REPORT_PRICE_UNITS[service];
  return {
    service,
    budgetUnits,
    spentUnits,
    remainingUnits,
    priceUnits,
    purchasesLeft: Math.floor(remainingUnits / priceUnits),
  };
}

/**
 * One service's line as the panel shows it ('Risk scores: 0.0002 of 0.0005 USDC · 0.0001 each · 3 left'). A budget
 * of 0 buys nothing and says so, instead of '0.0002 of 0.0000 USDC · 0 left'.
 */
export function budgetLineText(label: string, line: BudgetLine): string {
  const [spent, budget] = formatUsdcUnitsAlike([line.spentUnits, line.budgetUnits]);
  const price = `${formatUsdcUnits(line.priceUnits)} each`;
  if (line.budgetUnits === 0)
    return `${label}: none bought, the daily budget is 0 USDC · ${price}${line.spentUnits > 0 ? ` · ${formatUsdcUnits(line.spentUnits)} USDC spent earlier today` : ''}`;
  const left = line.purchasesLeft === 0 ? 'none left today' : `${line.purchasesLeft} left`;
  return `${label}: ${spent} of ${budget} USDC · ${price} · ${left}`;
}

/** True when neither service can pay for one more report. */
export function budgetExhausted(lines: readonly BudgetLine[]): boolean {
  return lines.every((l) => l.purchasesLeft === 0);
}

/** 1500 -> '0.0015': USDC with only the digits that carry value (at least one decimal). */
export function formatUsdcUnits(units: number): string {
  const negative = units < 0;
  const abs = Math.abs(units);
  const whole = Math.floor(abs / UNITS_PER_USDC);
  const fraction = String(abs % UNITS_PER_USDC)
    .padStart(USDC_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}.${fraction || '0'}`;
}

/** '0.001' -> 1000. Refuses more than 6 decimals rather than rounding someone's money. */
export function parseUsdcUnits(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) throw new Error(`'${text}' is not a USDC amount with at most 6 decimals`);
  const units = Number(match[1]) * UNITS_PER_USDC + Number((match[2] ?? '').padEnd(USDC_DECIMALS, '0'));
  assertUnits(units, 'amount');
  return units;
}

function assertUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${what} must be a whole, non-negative number of USDC base units (got ${value})`);
  }
}

/**
 * Amounts shown side by side ('0.0000 of 0.0005'), each with as many decimals as the most precise of them needs,
 * so 'Spent' never reads coarser than the budget it is compared with.
 */
export function formatUsdcUnitsAlike(units: readonly number[]): string[] {
  const each = units.map(formatUsdcUnits);
  const decimals = Math.max(...each.map((s) => s.split('.')[1]?.length ?? 0));
  return units.map((u) => (u / UNITS_PER_USDC).toFixed(decimals));
}
