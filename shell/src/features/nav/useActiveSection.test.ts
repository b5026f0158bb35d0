import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './useActiveSection';

describe('pickActiveSection', () => {
  it('picks the section that last reached the 140 px reading line', () => {
    expect(
      pickActiveSection([
        { id: 'morpho', top: -300 },
        { id: 'quick-actions', top: 140 },
      ]),
    ).toBe('quick-actions');
  });

  it('before any section reaches the line, picks the highest one in view', () => {
    expect(
      pickActiveSection([
        { id: 'morpho', top: 600 },
        { id: 'portfolio', top: 330 },
      ]),
    ).toBe('portfolio');
  });

  it('nothing in view, nothing active', () => {
    expect(pickActiveSection([])).toBeNull();
  });
});
