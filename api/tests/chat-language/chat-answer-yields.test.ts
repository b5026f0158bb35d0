import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { describe, expect, it } from 'vitest';
import { answerBestYield } from '../../src/modules/chat/language/chat-answer-yields';
import type { ChatFacts } from '../../src/modules/chat/language/chat-facts';
import { recognizeIntent } from '../../src/modules/chat/language/chat-intent';

const NOW = new Date('2026-03-04T12:00:00Z');

function pool(over: Partial<YieldOpportunity>): YieldOpportunity {
  return {
    id: 'p',
    protocol: 'Aave V3',
    protocolSlug: 'aave-v3',
    chain: 'Base',
    chainId: 8453,
    asset: 'USDC',
    apy: 3,
    tvl: 1e8,
    riskLevel: 'low',
    riskScore: 2,
    protocolUrl: 'https://app.aave.com',
    poolAddress: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5',
    sources: ['onchain'],
    dataSource: 'onchain',
    ...over,
  } as YieldOpportunity;
}

describe("the chat's 'put 1.5k into the best pool'", () => {
  const message = 'put 1.5k into the best pool';

  it('opens the best pool Fin can deposit into and names the better one it cannot reach, with its page', () => {
    const euler = pool({
      id: 'euler',
      protocol: 'Euler V2',
      protocolSlug: 'euler-v2',
      chain: 'Avalanche',
      chainId: 43114,
      asset: 'USDT',
      apy: 31,
      poolAddress: null,
      protocolUrl: 'https://app.euler.finance',
    });
    const aave = pool({ id: 'aave', apy: 3 });
    const facts: ChatFacts = {
      now: NOW,
      unavailable: [],
      yields: { data: [euler, aave], lastUpdated: NOW.toISOString() },
    };
    const { intent, params } = recognizeIntent(message);
    const reply = answerBestYield(params, facts, intent !== 'best-yield');
    expect(reply.metadata.action).toMatchObject({ type: 'deposit', poolId: 'aave', amount: '1500' });
    expect(reply.content).toContain('open the deposit form for Aave V3 on Base');
    expect(reply.content).toContain(
      "Euler V2 on Avalanche pays more (USDT 31.00% APY) but Fin cannot deposit there: deposit on Euler V2's own page, https://app.euler.finance",
    );
  });
});
