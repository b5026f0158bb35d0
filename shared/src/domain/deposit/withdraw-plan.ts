// Which transaction takes money out of a protocol, per protocol, next to the deposit plans. Pure: the portfolio's
// Withdraw dialog and the optimizer's moves send the plan as it is, and the tests read it.
//
// Two ways to ask: an amount of the underlying ("withdraw 100 USDC") or everything. "Everything" is never sent as
// the balance read a moment ago: interest keeps accruing, so that figure would leave dust behind. Each protocol
// has its own exact way to say "all": Aave and Comet take type(uint256).max; Moonwell, ERC-4626 vaults and Morpho
// Blue take the share count the wallet holds, which does not grow.
import type { Address, Hex } from 'viem';
import { encodeFunctionData } from 'viem/utils';
import { SDAI } from '../chains/contracts';
import { maxUint256 } from '../chains/evm';
import { getTokenAddress } from '../money/tokens';
import { MORPHO_BLUE_ABI } from '../morpho/abi';
import type { BalanceEntry } from '../portfolio/balance';
import {
  AAVE_V3_WITHDRAW_ABI,
  COMPOUND_V3_WITHDRAW_ABI,
  DFORCE_REDEEM_ABI,
  ERC4626_WITHDRAW_ABI,
  MOONWELL_REDEEM_ABI,
} from './withdraw-abis';
import type { WithdrawVenue } from './withdraw-venue';

export { type WithdrawVenue, withdrawVenue } from './withdraw-venue';

export type WithdrawAmount =
  | { kind: 'amount'; units: bigint }
  /** Everything: `shares` is the receipt/share balance the wallet holds (ignored by Aave and Comet). */
  | { kind: 'all'; shares: bigint };

export type WithdrawTx = {
  kind: 'withdraw';
  label: string;
  to: Address;
  data: Hex;
};

/** sDAI is an ERC-4626 vault too: the plan handles it like the Morpho vaults. */
export function sdaiVenue(chainId: number): WithdrawVenue | undefined {
  const token = getTokenAddress('DAI', chainId);
  return chainId === 1 && token
    ? { method: 'erc4626', protocol: 'Sky (sDAI)', asset: 'DAI', chainId, pool: SDAI, token }
    : undefined;
}

function withdrawCall(venue: WithdrawVenue, amount: WithdrawAmount, user: Address): Hex {
  const all = amount.kind === 'all';
  switch (venue.method) {
    case 'aave-v3':
    case 'aave-v2':
      // Aave V2's LendingPool.withdraw (Radiant) has V3's signature.
      return encodeFunctionData({
        abi: AAVE_V3_WITHDRAW_ABI,
        functionName: 'withdraw',
        args: [venue.token, all ? maxUint256 : amount.units, user],
      });
    case 'compound-v3':
      return encodeFunctionData({
        abi: COMPOUND_V3_WITHDRAW_ABI,
        functionName: 'withdraw',
        args: [venue.token, all ? maxUint256 : amount.units],
      });
    case 'moonwell':
      return all
        ? encodeFunctionData({ abi: MOONWELL_REDEEM_ABI, functionName: 'redeem', args: [amount.shares] })
        : encodeFunctionData({
            abi: MOONWELL_REDEEM_ABI,
            functionName: 'redeemUnderlying',
            args: [amount.units],
          });
    case 'dforce':
      return all
        ? encodeFunctionData({ abi: DFORCE_REDEEM_ABI, functionName: 'redeem', args: [user, amount.shares] })
        : encodeFunctionData({
            abi: DFORCE_REDEEM_ABI,
            functionName: 'redeemUnderlying',
            args: [user, amount.units],
          });
    case 'erc4626':
      return all
        ? encodeFunctionData({
            abi: ERC4626_WITHDRAW_ABI,
            functionName: 'redeem',
            args: [amount.shares, user, user],
          })
        : encodeFunctionData({
            abi: ERC4626_WITHDRAW_ABI,
            functionName: 'withdraw',
            args: [amount.units, user, user],
          });
    case 'morpho-blue': {
      const params = venue.marketParams;
      if (!params) throw new Error('A Morpho Blue withdraw needs the market parameters');
      // Morpho Blue takes either assets or shares (the other one 0).
      return encodeFunctionData({
        abi: MORPHO_BLUE_ABI,
        functionName: 'withdraw',
        args: [params, all ? 0n : amount.units, all ? amount.shares : 0n, user, user],
      });
    }
  }
}

/**
 * The transactions of a withdraw, in order. One transaction for every protocol: taking out one's own money
 * needs no approval (an ERC-4626 owner withdrawing to themselves spends no allowance).
 */
export function buildWithdrawPlan(input: {
  venue: WithdrawVenue;
  amount: WithdrawAmount;
  user: Address;
}): WithdrawTx[] {
  const { venue, amount, user } = input;
  if (amount.kind === 'amount' && amount.units <= 0n) throw new Error('Enter an amount greater than 0');
  if (
    amount.kind === 'all' &&
    amount.shares <= 0n &&
    venue.method !== 'aave-v3' &&
    venue.method !== 'aave-v2' &&
    venue.method !== 'compound-v3'
  )
    throw new Error(`Nothing to withdraw from ${venue.protocol}`);
  return [
    {
      kind: 'withdraw',
      label: `Withdrawing ${venue.asset} from ${venue.protocol}...`,
      to: venue.pool,
      data: withdrawCall(venue, amount, user),
    },
  ];
}

/**
 * What to ask a position's venue for: everything (by its share balance, so accrued interest leaves no dust) or
 * an amount of the underlying in base units.
 */
export function positionWithdrawAmount(
  entry: Pick<BalanceEntry, 'rawBalance' | 'rawShares'>,
  whole: boolean,
  units: bigint,
): WithdrawAmount {
  return whole
    ? { kind: 'all', shares: BigInt(entry.rawShares ?? entry.rawBalance) }
    : { kind: 'amount', units };
}
