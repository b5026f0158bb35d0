import { describe, expect, it } from 'vitest';
import { CANCEL_WINDOWS, cancelWindowWords } from './cancel-window';

describe('cancelWindowWords', () => {
  it('names each choice the panel offers', () => {
    expect(CANCEL_WINDOWS.map(cancelWindowWords)).toEqual([
      '5 min',
      '10 min',
      '30 min',
      '1 hour',
      '6 hours',
      '24 hours',
    ]);
  });
  it('says a window set through the API as it is', () => {
    expect(cancelWindowWords(0)).toBe('0 s');
    expect(cancelWindowWords(90)).toBe('90 s');
    expect(cancelWindowWords(120)).toBe('2 min');
  });
});
