import { describe, expect, it } from 'vitest';
import { isAmountSuffixWord, parseChatAmount } from '../../src/modules/chat/language/chat-amount';
import { correctWord, editDistance, normalizeMessage } from '../../src/modules/chat/language/chat-lexicon';

describe('amounts as people type them', () => {
  it.each([
    ['1.5k', 1500],
    ['$200', 200],
    ['2,500', 2500],
    ['$1,250.50', 1250.5],
    ['3m', 3_000_000],
    ['1.1k', 1100],
    ['.5', 0.5],
    ['10mm', 10_000_000],
  ])('%s is %d dollars', (text, dollars) => {
    expect(parseChatAmount(text)).toBe(dollars);
  });

  it('multiplies by a word suffix', () => {
    expect(parseChatAmount('2', 'thousand')).toBe(2000);
    expect(parseChatAmount('1.5', 'million')).toBe(1_500_000);
    expect(isAmountSuffixWord('grand')).toBe(true);
    expect(isAmountSuffixWord('to')).toBe(false);
  });

  it('is not fooled by text or percents', () => {
    expect(parseChatAmount('abc')).toBeUndefined();
    expect(parseChatAmount('5%')).toBeUndefined();
    expect(parseChatAmount('$')).toBeUndefined();
  });
});

describe('typo tolerance', () => {
  it('measures edits with adjacent swaps costing one', () => {
    expect(editDistance('uscd', 'usdc')).toBe(1);
    expect(editDistance('arbitrun', 'arbitrum')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it.each([
    ['balnce', 'balance'],
    ['arbitrun', 'arbitrum'],
    ['polygn', 'polygon'],
    ['yeild', 'yield'],
    ['tranfer', 'transfer'],
    ['uscd', 'usdc'],
    ['reccomend', 'recommend'],
    ['optimsm', 'optimism'],
  ])('%s reads as %s', (typed, known) => {
    expect(correctWord(typed)).toBe(known);
  });

  it('leaves short or ordinary words alone', () => {
    expect(correctWord('most')).toBe('most');
    expect(correctWord('based')).toBe('based');
    expect(correctWord('there')).toBe('there');
  });

  it('keeps amounts whole while splitting words', () => {
    expect(normalizeMessage('Move $1.5k USDC to Base!')).toEqual(['move', '$1.5k', 'usdc', 'to', 'base']);
    expect(normalizeMessage('Trader Joe risk')).toEqual(['traderjoe', 'risk']);
  });
});
