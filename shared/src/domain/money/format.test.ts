import { describe, expect, it } from 'vitest';
import {
  formatApy,
  formatMorphoTvlMillions,
  formatTokenAmount,
  formatTvl,
  formatUsd,
  shortenAddress,
  shortenErrorMessage,
} from './format';

describe('formatTvl', () => {
  it('shows B above 1e9 and M above 1e6 with 1 decimal, else K with 0 decimals', () => {
    expect(formatTvl(1_234_567_890)).toBe('$1.2B');
    expect(formatTvl(45_000_000)).toBe('$45.0M');
    expect(formatTvl(1_000_000_000)).toBe('$1000.0M');
    expect(formatTvl(1_000_000)).toBe('$1000K');
    expect(formatTvl(12_345)).toBe('$12K');
    expect(formatTvl('2500000')).toBe('$2.5M');
  });

  it("shows '-' for empty or NaN", () => {
    expect(formatTvl(null)).toBe('-');
    expect(formatTvl(undefined)).toBe('-');
    expect(formatTvl('')).toBe('-');
    expect(formatTvl(Number.NaN)).toBe('-');
    expect(formatTvl('abc')).toBe('-');
  });
});

describe('formatApy', () => {
  it("shows '-' for null, NaN and 0", () => {
    expect(formatApy(null)).toBe('-');
    expect(formatApy(Number.NaN)).toBe('-');
    expect(formatApy(0)).toBe('-');
  });

  it('shows 2 decimals and %', () => {
    expect(formatApy(5.126)).toBe('5.13%');
    expect(formatApy(20)).toBe('20.00%');
    expect(formatApy(0.004)).toBe('0.00%');
  });
});

describe('formatUsd and formatTokenAmount', () => {
  it('shows USD at 4 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.5000');
    expect(formatUsd(0.123456)).toBe('$0.1235');
    expect(formatUsd(-2)).toBe('-$2.0000');
    expect(formatUsd(Number.NaN)).toBe('-');
  });

  it('shows 6 decimals for 18-decimal assets and 2 otherwise', () => {
    expect(formatTokenAmount(1.23456789, 18)).toBe('1.234568');
    expect(formatTokenAmount('1500.5', 6)).toBe('1,500.50');
    expect(formatTokenAmount(0.129, 8)).toBe('0.13');
    expect(formatTokenAmount('x', 6)).toBe('-');
  });
});

describe('shortenAddress', () => {
  it('keeps 0x plus 4 characters, then the last 4', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234...abcd');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});

describe('shortenErrorMessage (deposit errors)', () => {
  const address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
  const hash = `0x${'ab'.repeat(32)}`;

  it("prefixes 'Error: ' and shortens addresses and hashes", () => {
    expect(shortenErrorMessage(`transfer to ${address} failed in ${hash}`)).toBe(
      'Error: transfer to 0xA0b8...eB48 failed in 0xabab...abab',
    );
  });

  it('caps the line at exactly 100 characters: 97 plus an ellipsis', () => {
    const line = shortenErrorMessage(`execution reverted: ${'insufficient allowance '.repeat(10)}`);
    expect(line).toHaveLength(100);
    expect(line.endsWith('...')).toBe(true);
    expect(line.slice(0, 97)).toBe(
      `Error: execution reverted: ${'insufficient allowance '.repeat(10)}`.slice(0, 97),
    );
    const fits = `Error: ${'x'.repeat(93)}`;
    expect(fits).toHaveLength(100);
    expect(shortenErrorMessage('x'.repeat(93))).toBe(fits);
  });

  it("prefers viem's one-line shortMessage and joins lines", () => {
    const error = Object.assign(new Error('User rejected the request.\n\nDetails: ...\nVersion: viem'), {
      shortMessage: 'User rejected the request.',
    });
    expect(shortenErrorMessage(error)).toBe('Error: User rejected the request.');
    expect(shortenErrorMessage(new Error('line one\nline two'))).toBe('Error: line one line two');
  });
});

describe('formatMorphoTvlMillions', () => {
  it('shows millions with 1 decimal', () => {
    expect(formatMorphoTvlMillions(123.456)).toBe('$123.5M');
    expect(formatMorphoTvlMillions(0.4)).toBe('$0.4M');
    expect(formatMorphoTvlMillions(Number.NaN)).toBe('-');
  });
});
