import { describe, expect, it } from 'vitest';
import { morphoVaultTag, riskLabel } from './risk';

describe('riskLabel', () => {
  it('is Low under 3, Medium under 6, else High', () => {
    expect([0, 2.99, 3, 5.99, 6, 10].map(riskLabel)).toEqual([
      'Low',
      'Low',
      'Medium',
      'Medium',
      'High',
      'High',
    ]);
  });
});

describe('morphoVaultTag', () => {
  it('applies the rules in order', () => {
    expect(morphoVaultTag(25, 0.5)).toBe('High Risk');
    expect(morphoVaultTag(25, 5)).toBe('Medium-High');
    expect(morphoVaultTag(16, 9)).toBe('Medium-High');
    expect(morphoVaultTag(25, 60)).toBe('Established');
    expect(morphoVaultTag(5, 50.1)).toBe('Established');
    expect(morphoVaultTag(5, 50)).toBe('Growing');
    expect(morphoVaultTag(5, 10)).toBe('New/Low TVL');
    expect(morphoVaultTag(18, 0.5)).toBe('Medium-High');
  });
});
