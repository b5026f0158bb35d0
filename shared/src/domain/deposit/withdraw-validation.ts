// The checks a withdraw passes before the wallet is asked for anything: the same rules and words as a deposit's,
// with the position's own balance as the limit. "Max" withdraws everything by shares (no dust left).

import { isDepositTestnet } from '../chains/chains';
import { parseAmount } from '../money/amount';
import { DEPOSIT_TESTNET_WARNING, messageAmount } from './messages';

export type WithdrawCheck =
  | { status: 'blocked'; message: string }
  | { status: 'switch'; amount: bigint; whole: boolean; chainId: number }
  | { status: 'ready'; amount: bigint; whole: boolean };

export function checkWithdraw(input: {
  amountText: string;
  asset: string;
  chain: string;
  chainId: number;
  decimals: number;
  /** The position's value in base units of the asset. */
  balance: bigint;
  walletChainId: number | undefined;
  /** The user pressed Max: take everything the position holds. */
  whole: boolean;
}): WithdrawCheck {
  const parsed = parseAmount(input.amountText, input.decimals);
  if (!parsed.ok) return { status: 'blocked', message: parsed.error };
  if (input.walletChainId !== undefined && isDepositTestnet(input.walletChainId)) {
    return { status: 'blocked', message: DEPOSIT_TESTNET_WARNING };
  }
  const amount = parsed.value;
  if (amount > input.balance) {
    return {
      status: 'blocked',
      message: `Insufficient ${input.asset} in this position: it holds ${formatPlain(input.balance, input.decimals)} ${input.asset} on ${input.chain}`,
    };
  }
  // Asking for the whole balance is "everything": interest keeps accruing, so that amount would leave dust.
  const whole = input.whole || amount === input.balance;
  if (input.walletChainId !== input.chainId)
    return { status: 'switch', amount, whole, chainId: input.chainId };
  return { status: 'ready', amount, whole };
}

function formatPlain(value: bigint, decimals: number): string {
  const s = value.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

export const withdrawSucceeded = (amount: string, asset: string, protocol: string) =>
  `Withdrew ${messageAmount(amount, asset)} ${asset} from ${protocol}`;
