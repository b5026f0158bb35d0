import { formatUsd } from '@fin/shared/domain/money/format';
import type { BalanceEntry, PortfolioResponse } from '@fin/shared/schemas/portfolio';
import { testEntry, testMorphoPosition } from '@fin/shared/testing/portfolio-test-entries';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/modules/chat/language/chat-answer';
import { whereMoneySits } from '../../src/modules/chat/language/chat-answer-portfolio';
import { recognizeIntent } from '../../src/modules/chat/language/chat-intent';

const MARKET = '0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda';
const NOW = new Date('2026-03-05T10:00:00Z');

function portfolioOf(entries: BalanceEntry[]): PortfolioResponse {
  const value = entries.reduce((t, e) => t + e.valueUSD, 0);
  return {
    success: true,
    address: '0x1111111111111111111111111111111111111111',
    testnet: false,
    entries,
    totals: {
      valueUSD: value,
      assetCount: entries.length,
      chainCount: 1,
      positionCount: entries.filter((e) => e.asset.type !== 'stablecoin').length,
      byChain: [{ chainId: 8453, chainName: 'Base', valueUSD: value }],
      byProtocol: [],
    },
    chains: [
      { chainId: 8453, chainName: 'Base', status: 'ok', blockNumber: '1', rpcRequests: 1, latencyMs: 5 },
    ],
    errors: [],
    lastUpdated: NOW.toISOString(),
  };
}

// The demo wallet on Base: idle USDC, a Morpho Blue market position, Aave and two Morpho vaults, all in USDC.
const base = [
  testEntry('USDC', 8453, '100'),
  testMorphoPosition(8453, '80', MARKET, 'WETH', { apy: 3.1 }),
  testEntry('aUSDC', 8453, '50', { apy: 2.9 }),
  testEntry('stUSDC', 8453, '40', { apy: 4.2 }),
  testEntry('mwfUSDC', 8453, '30', { apy: 5 }),
];

describe('chat answers say where each line of money sits', () => {
  it('names the wallet, the protocol, the vault or the market', () => {
    expect(base.map(whereMoneySits)).toEqual([
      'USDC idle in wallet on Base',
      'USDC in Morpho Blue WETH market on Base',
      'USDC in Aave V3 on Base',
      'USDC in Morpho Blue vault Steakhouse USDC on Base',
      'USDC in Morpho Blue vault Moonwell Flagship USDC on Base',
    ]);
  });

  it("'how much usdc do i have on base?' lists every line once, no two with the same label", () => {
    const facts = { now: NOW, walletAddress: '0x1111111111111111111111111111111111111111', unavailable: [] };
    const question = 'how much usdc do i have on base?';
    const answer = composeAnswer(
      recognizeIntent(question),
      { ...facts, portfolio: portfolioOf(base) },
      question,
    );
    const lines = answer.content.split('\n').filter((l) => l.startsWith('• USDC'));
    expect(lines).toEqual([
      `• USDC idle in wallet on Base: ${formatUsd(100)}`,
      `• USDC in Morpho Blue WETH market on Base: ${formatUsd(80)} (earning 3.10%)`,
      `• USDC in Aave V3 on Base: ${formatUsd(50)} (earning 2.90%)`,
      `• USDC in Morpho Blue vault Steakhouse USDC on Base: ${formatUsd(40)} (earning 4.20%)`,
      `• USDC in Morpho Blue vault Moonwell Flagship USDC on Base: ${formatUsd(30)} (earning 5.00%)`,
    ]);
    const labels = lines.map((l) => l.split(':')[0]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  const dollarAmounts = (text: string) => text.match(/\$[\d,]+\.\d{4}/g) ?? [];

  it.each(['how much usdc on base', 'how much idle usdc do i have on base'])(
    "'%s' gives each amount once, on a line that says where it sits",
    (question) => {
      const facts = {
        now: NOW,
        walletAddress: '0x1111111111111111111111111111111111111111',
        unavailable: [],
      };
      const answer = composeAnswer(
        recognizeIntent(question),
        { ...facts, portfolio: portfolioOf(base) },
        question,
      );
      const amounts = dollarAmounts(answer.content);
      expect(new Set(amounts).size).toBe(amounts.length);
      expect(answer.content).toContain(`• USDC idle in wallet on Base: ${formatUsd(100)}`);
    },
  );
});
