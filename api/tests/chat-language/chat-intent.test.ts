// The chat's question table: real-sounding questions (typos, mixed case, amounts written every which way) with
// the intent and details the engine must pick out. bench/chat-answers.ts replays the same table against a devnet.
import { describe, expect, it } from 'vitest';
import { recognizeIntent } from '../../src/modules/chat/language/chat-intent';
import { CHAT_QUESTIONS } from '../../src/modules/chat/language/chat-questions';

describe('recognizeIntent over the question table', () => {
  it('has at least 60 questions', () => {
    expect(CHAT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CHAT_QUESTIONS.map((q) => [q.question, q] as const))('%s', (_q, row) => {
    const { intent, params } = recognizeIntent(row.question);
    expect(intent).toBe(row.intent);
    expect(params).toMatchObject(row.params ?? {});
  });
});

describe('details that change the answer', () => {
  it('keeps a chain as a filter, not a transfer route, outside transfers', () => {
    const { params } = recognizeIntent('how much USDC do I have on Base?');
    expect(params.chainIds).toEqual([8453]);
    expect(params.from).toBeUndefined();
  });

  it('reads the destination when only "to" is named and leaves the source open', () => {
    const { params } = recognizeIntent('send 1k to avalanche');
    expect(params.to).toBe(43114);
    expect(params.from).toBeUndefined();
  });

  it('pairs chains with protocols in the order they are named when comparing', () => {
    const { params } = recognizeIntent('aave on base vs morpho on ethereum');
    expect(params.pools).toEqual([
      { protocol: 'aave', chainId: 8453 },
      { protocol: 'morpho', chainId: 1 },
    ]);
  });

  it('does not read a version number, a day count or a percent as an amount', () => {
    expect(recognizeIntent('best aave v3 pool').params.amount).toBeUndefined();
    expect(recognizeIntent('how much will I earn in 30 days').params.amount).toBeUndefined();
    expect(recognizeIntent('pools above 4.5% apy').params).toMatchObject({ minApy: 4.5 });
    expect(recognizeIntent('pools above 4.5% apy').params.amount).toBeUndefined();
  });

  it('does not correct ordinary words into chain names', () => {
    expect(recognizeIntent('based on my balance what is idle').params.chainIds).toEqual([]);
  });
});
