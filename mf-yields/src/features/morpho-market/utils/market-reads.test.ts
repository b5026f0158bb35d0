// How the helper reads a market back: a market that answered becomes a row with its utilization and the wallet's
// position, one that failed or does not exist on its chain is left out without hiding the others.
import { MORPHO_MARKETS, morphoMarketId } from '@fin/shared/domain/chains/contracts';
import { zeroAddress } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { marketReads, marketViews, positionUser, type ReadAnswer } from './market-reads';

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
const ok = (result: unknown): ReadAnswer => ({ status: 'success', result });
const NOW = 1_750_000_000n;

/** The five answers of a market with 1,000 USDC supplied, 800 borrowed, updated now, and the user's 100 USDC. */
function answered(loanToken: string = MORPHO_MARKETS[0]?.params.loanToken ?? zeroAddress): ReadAnswer[] {
  const usdc = (n: bigint) => n * 1_000_000n;
  return [
    ok([usdc(1000n), usdc(1000n) * 1_000_000n, usdc(800n), usdc(800n) * 1_000_000n, NOW, 0n]),
    ok([loanToken, zeroAddress, zeroAddress, zeroAddress, 0n]),
    ok(1_268_391_679n), // 4% a year at target, per second (WAD)
    ok([usdc(100n) * 1_000_000n, 0n, 0n]),
    ok(NOW),
  ];
}

describe('Morpho Blue market reads', () => {
  it('reads five things per configured market and never a position of the zero address', () => {
    expect(marketReads(user)).toHaveLength(MORPHO_MARKETS.length * 5);
    expect(positionUser(zeroAddress)).toBeUndefined();
    expect(positionUser(user)).toBe(user);
  });

  it('turns the answers into a row with utilization, both APYs and the wallet’s position with interest', () => {
    const failed: ReadAnswer = { status: 'failure', error: new Error('rpc down') };
    const others = MORPHO_MARKETS.slice(1).flatMap(() => [failed, failed, failed, failed, failed]);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const views = marketViews([...answered(), ...others], user, NOW);
    quiet.mockRestore();
    expect(views).toHaveLength(1);
    const [view] = views;
    expect(view?.id).toBe(morphoMarketId(MORPHO_MARKETS[0]!.params));
    expect(view?.utilization).toBeCloseTo(0.8, 6);
    expect(view?.curveApy).toBeGreaterThan(0);
    expect(view?.specApy).toBeGreaterThan(0);
    expect(view?.position?.supplied).toBe(100_000_000n);
  });

  it('leaves out a market not created on its chain, and shows no position without a wallet', () => {
    const rest = MORPHO_MARKETS.slice(1).flatMap(() => answered());
    expect(marketViews([...answered(zeroAddress), ...rest], user, NOW)).toHaveLength(
      MORPHO_MARKETS.length - 1,
    );
    expect(marketViews([...answered(), ...rest], undefined, NOW).every((v) => v.position === undefined)).toBe(
      true,
    );
  });
});
