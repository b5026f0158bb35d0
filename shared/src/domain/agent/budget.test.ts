import { describe, expect, it } from 'vitest';
import {
  AGENT_PAGE_BUDGET_UNITS,
  budgetExhausted,
  budgetLine,
  budgetLineText,
  checkPurchase,
  formatUsdcUnits,
  formatUsdcUnitsAlike,
  parseUsdcUnits,
  REPORT_PRICE_UNITS,
  splitBudget,
} from './budget';

describe('agent budget', () => {
  it('splits the page budget of 0.001 USDC in half between the two services', () => {
    expect(splitBudget(AGENT_PAGE_BUDGET_UNITS)).toEqual({ 'risk-score': 500, analytics: 500 });
    expect(splitBudget(1_001)).toEqual({ 'risk-score': 501, analytics: 500 });
    expect(splitBudget(0)).toEqual({ 'risk-score': 0, analytics: 0 });
  });

  it('the page budget buys a handful of reports: five risk scores and two analytics reports', () => {
    const split = splitBudget(AGENT_PAGE_BUDGET_UNITS);
    expect(budgetLine('risk-score', split['risk-score'], 0).purchasesLeft).toBe(5);
    expect(budgetLine('analytics', split.analytics, 0).purchasesLeft).toBe(2);
  });

  it('allows a purchase that lands exactly on the budget and refuses one that goes past it', () => {
    expect(checkPurchase(400, 100, 500)).toEqual({ ok: true, spentAfter: 500 });
    expect(checkPurchase(500, 100, 500)).toEqual({
      ok: false,
      message:
        "Over budget, not bought: it costs 0.0001 USDC and 0 USDC of today's 0.0005 USDC budget is left",
    });
    expect(checkPurchase(0, 200, 100)).toEqual({
      ok: false,
      message:
        "Over budget, not bought: it costs 0.0002 USDC and 0.0001 USDC of today's 0.0001 USDC budget is left",
    });
    // A budget of 0 (spent earlier under a larger one) reads as such, not as '0.0003 > 0.0'.
    expect(checkPurchase(200, 100, 0)).toEqual({
      ok: false,
      message: 'Over budget, not bought: it costs 0.0001 USDC and the daily budget is 0 USDC',
    });
  });

  it("a service's line says what is spent and left, and that a budget of 0 buys nothing", () => {
    expect(budgetLineText('Risk scores', budgetLine('risk-score', 500, 200))).toBe(
      'Risk scores: 0.0002 of 0.0005 USDC · 0.0001 each · 3 left',
    );
    expect(budgetLineText('Risk scores', budgetLine('risk-score', 500, 500))).toBe(
      'Risk scores: 0.0005 of 0.0005 USDC · 0.0001 each · none left today',
    );
    expect(budgetLineText('Risk scores', budgetLine('risk-score', 0, 200))).toBe(
      'Risk scores: none bought, the daily budget is 0 USDC · 0.0001 each · 0.0002 USDC spent earlier today',
    );
  });

  it('spends the split budget report by report until it is exhausted', () => {
    const budget = splitBudget(AGENT_PAGE_BUDGET_UNITS)['risk-score'];
    let spent = 0;
    let bought = 0;
    for (let i = 0; i < 10; i++) {
      const d = checkPurchase(spent, REPORT_PRICE_UNITS['risk-score'], budget);
      if (!d.ok) break;
      spent = d.spentAfter;
      bought++;
    }
    expect(bought).toBe(5);
    const line = budgetLine('risk-score', budget, spent);
    expect(line).toMatchObject({ spentUnits: 500, remainingUnits: 0, purchasesLeft: 0 });
    expect(budgetExhausted([line, budgetLine('analytics', 500, 400)])).toBe(true);
    expect(budgetExhausted([line, budgetLine('analytics', 500, 200)])).toBe(false);
  });

  it('formats and parses USDC base units exactly', () => {
    expect(formatUsdcUnits(1_000)).toBe('0.001');
    expect(formatUsdcUnits(0)).toBe('0.0');
    expect(formatUsdcUnits(10_500_000)).toBe('10.5');
    expect(parseUsdcUnits('0.001')).toBe(1_000);
    expect(parseUsdcUnits('12')).toBe(12_000_000);
    expect(() => parseUsdcUnits('0.0000001')).toThrow(/at most 6 decimals/);
    expect(() => checkPurchase(-1, 100, 500)).toThrow(/non-negative/);
    expect(() => checkPurchase(0.5, 100, 500)).toThrow(/whole/);
  });

  it('writes amounts compared side by side with the same decimals on both sides', () => {
    expect(formatUsdcUnitsAlike([0, 500])).toEqual(['0.0000', '0.0005']);
    expect(formatUsdcUnitsAlike([0, 1_000, 1_000])).toEqual(['0.000', '0.001', '0.001']);
    expect(formatUsdcUnitsAlike([100, 1_000, 900])).toEqual(['0.0001', '0.0010', '0.0009']);
    expect(formatUsdcUnitsAlike([0, 0])).toEqual(['0.0', '0.0']);
  });
});
