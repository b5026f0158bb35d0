import { describe, expect, it } from 'vitest';
import { readingAge } from './reading-age';

describe('readingAge', () => {
  const now = Date.parse('2025-11-20T12:00:00Z');
  it('says minutes under an hour, hours under a day, then days; a clock ahead of ours reads as now', () => {
    expect(readingAge('2025-11-20T11:55:00Z', now)).toBe('5 min ago');
    expect(readingAge('2025-11-20T09:00:00Z', now)).toBe('3 h ago');
    expect(readingAge('2025-11-18T12:00:00Z', now)).toBe('2 d ago');
    expect(readingAge('2025-11-20T12:10:00Z', now)).toBe('0 min ago');
  });
});
