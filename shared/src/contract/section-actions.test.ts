import { fireSectionEvent, onSectionEvent, PENDING_REQUEST_TTL_MS } from './section-actions';

describe('section events', () => {
  it('delivers an event to a section that is listening, once', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const stop = onSectionEvent(target, 'openTransfer', (d) => seen.push(d));
    fireSectionEvent(target, 'openTransfer', { fromChainId: 8453, toChainId: 42161, amount: '250' });
    expect(seen).toEqual([{ fromChainId: 8453, toChainId: 42161, amount: '250' }]);
    // A second section subscribing later does not replay a request someone already took.
    const late: unknown[] = [];
    onSectionEvent(target, 'openTransfer', (d) => late.push(d));
    expect(late).toEqual([]);
    stop();
    fireSectionEvent(target, 'openTransfer', { fromChainId: 1, toChainId: 10 });
    expect(seen).toHaveLength(1);
  });

  it('keeps a request for a section that has not loaded yet and hands it over when it subscribes', () => {
    const target = new EventTarget();
    let t = 1_000;
    fireSectionEvent(
      target,
      'openDeposit',
      { poolId: 'p1', protocol: 'Aave V3', chainId: 8453, asset: 'USDC', amount: '500' },
      () => t,
    );
    t += 5_000;
    const seen: unknown[] = [];
    onSectionEvent(
      target,
      'openDeposit',
      (d) => seen.push(d),
      () => t,
    );
    expect(seen).toEqual([
      { poolId: 'p1', protocol: 'Aave V3', chainId: 8453, asset: 'USDC', amount: '500' },
    ]);
    const again: unknown[] = [];
    onSectionEvent(
      target,
      'openDeposit',
      (d) => again.push(d),
      () => t,
    );
    expect(again).toEqual([]);
  });

  it('drops a request older than the time limit rather than surprising the person later', () => {
    const target = new EventTarget();
    fireSectionEvent(target, 'openOptimizer', { profile: 'balanced' }, () => 0);
    const seen: unknown[] = [];
    onSectionEvent(
      target,
      'openOptimizer',
      (d) => seen.push(d),
      () => PENDING_REQUEST_TTL_MS + 1,
    );
    expect(seen).toEqual([]);
  });
});
