import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import { describe, expect, it } from 'vitest';
import { realOpportunities } from '../../../test/real-opportunities';
import { yieldRowLabel } from './row-label';

const { rows } = realOpportunities();

describe('yieldRowLabel', () => {
  it('names the pool (with its vault name when it has one), APY, TVL, and says when Fin cannot deposit', () => {
    const named = rows.find((r) => r.poolMeta);
    const plain = rows.find((r) => !r.poolMeta);
    if (!named || !plain) throw new Error('the capture has rows with and without a pool name');
    expect(yieldRowLabel(named, true)).toBe(
      `${named.protocol} ${named.poolMeta} ${named.asset} on ${named.chain}, APY ${formatApy(named.apy)}, TVL ${formatTvl(named.tvl)}`,
    );
    expect(yieldRowLabel(plain, false)).toBe(
      `${plain.protocol} ${plain.asset} on ${plain.chain}, APY ${formatApy(plain.apy)}, TVL ${formatTvl(plain.tvl)}, not depositable with Fin`,
    );
  });
});
