import { describe, expect, it } from 'vitest';
import { matchRoute, navigate } from './router';

describe('matchRoute', () => {
  it('knows the dashboard, /yields, /protocols/:slug and /transfer/:chain/:tx, with or without a trailing slash', () => {
    expect(matchRoute('/')).toEqual({ page: 'dashboard' });
    expect(matchRoute('/yields/')).toEqual({ page: 'yields' });
    expect(matchRoute('/protocols/Pendle')).toEqual({ page: 'protocol', slug: 'pendle' });
    expect(matchRoute('/transfer/base/0xab/')).toEqual({ page: 'transfer', chain: 'base', tx: '0xab' });
  });

  it('sends every other path to not-found', () => {
    expect(matchRoute('/protocols')).toEqual({ page: 'not-found', path: '/protocols' });
    expect(matchRoute('/protocols/a/b')).toEqual({ page: 'not-found', path: '/protocols/a/b' });
    expect(matchRoute('/yield')).toEqual({ page: 'not-found', path: '/yield' });
    expect(matchRoute('/transfer/base')).toEqual({ page: 'not-found', path: '/transfer/base' });
  });
});

describe('navigate', () => {
  it('pushes history entries and replaces when asked', () => {
    const before = window.history.length;
    navigate('/yields');
    expect(window.location.pathname).toBe('/yields');
    expect(window.history.length).toBe(before + 1);
    navigate('/protocols/hylo', { replace: true });
    expect(window.location.pathname).toBe('/protocols/hylo');
    expect(window.history.length).toBe(before + 1);
  });
});
