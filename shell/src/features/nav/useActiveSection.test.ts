import { describe, expect, it } from 'vitest';
import { isSectionInView, pickActiveSection } from './useActiveSection';

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

describe('isSectionInView', () => {
  it('counts a section 30 % visible, not one 28 % visible', () => {
    expect(isSectionInView({ id: 'jpy', top: 789, height: 370 }, 900)).toBe(true);
    expect(isSectionInView({ id: 'jpy', top: 796, height: 370 }, 900)).toBe(false);
  });

  it('counts a section taller than the viewport once it covers 30 % of it', () => {
    expect(isSectionInView({ id: 'long', top: 600, height: 4000 }, 900)).toBe(true);
    expect(isSectionInView({ id: 'long', top: 700, height: 4000 }, 900)).toBe(false);
  });

  it('a section scrolled past, or not laid out, is not in view', () => {
    expect(isSectionInView({ id: 'up', top: -1656, height: 1656 }, 900)).toBe(false);
    expect(isSectionInView({ id: 'empty', top: 100, height: 0 }, 900)).toBe(false);
  });
});
