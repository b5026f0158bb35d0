// Supply to and withdraw from a Morpho Blue market (spec §7: Morpho Blue supply, withdraw), with the same
// checks and messages as a deposit: amount and balance first, then the network switch, then the wallet.
import { formatAmount, parseAmount } from '@fin/shared/domain/amount';
import { MORPHO_BLUE } from '@fin/shared/domain/contracts';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit-abis';
import {
  DEPOSIT_ERROR_CLEAR_MS,
  depositErrorText,
  depositSwitchErrorText,
} from '@fin/shared/domain/deposit-messages';
import { MORPHO_BLUE_ABI } from '@fin/shared/domain/morpho-abi';
import { assertMorphoUser } from '@fin/shared/domain/morpho-market-math';
import { getAsset } from '@fin/shared/domain/tokens';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import type { MorphoMarketView } from './useMorphoMarkets';

export type MorphoActionKind = 'supply' | 'withdraw';
export type MorphoActionStatus = {
  marketId: string;
  phase: 'busy' | 'success' | 'error';
  text: string;
} | null;

const LOAN_DECIMALS = getAsset('USDC')?.decimals ?? 6;

export function useMorphoAction(onConfirmed: () => void) {
  const config = useConfig();
  const { address, chainId } = useAccount();
  const { switchNetwork } = useSwitchNetwork();
  const [status, setStatus] = useState<MorphoActionStatus>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback((marketId: string, phase: 'success' | 'error', text: string) => {
    setStatus({ marketId, phase, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), DEPOSIT_ERROR_CLEAR_MS);
  }, []);

  const run = async (kind: MorphoActionKind, market: MorphoMarketView, amountText: string) => {
    const { id, config: m } = market;
    const fail = (text: string) => finish(id, 'error', text);
    let user: Address;
    try {
      assertMorphoUser(address);
      user = address;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    const parsed = parseAmount(amountText, LOAN_DECIMALS);
    if (!parsed.ok) return fail(parsed.error);
    const amount = parsed.value;
    const morpho = MORPHO_BLUE[m.chainId] as Address;
    const chain = m.chainId as never;
    if (kind === 'withdraw' && amount > (market.position?.supplied ?? 0n)) {
      return fail(
        `You can withdraw at most ${formatAmount(market.position?.supplied ?? 0n, LOAN_DECIMALS)} USDC`,
      );
    }
    if (kind === 'supply') {
      const balance = await readContract(config, {
        address: m.params.loanToken,
        abi: ERC20_DEPOSIT_ABI,
        functionName: 'balanceOf',
        args: [user],
        chainId: chain,
      });
      if (amount > balance) {
        return fail(
          `Insufficient USDC balance: you have ${formatAmount(balance, LOAN_DECIMALS)} USDC on ${market.chainName}`,
        );
      }
    }
    if (chainId !== m.chainId) {
      setStatus({ marketId: id, phase: 'busy', text: `Switching to ${market.chainName}...` });
      try {
        await switchNetwork(m.chainId);
      } catch (error) {
        return fail(depositSwitchErrorText(error, market.chainName));
      }
    }
    try {
      if (kind === 'supply') {
        const allowance = await readContract(config, {
          address: m.params.loanToken,
          abi: ERC20_DEPOSIT_ABI,
          functionName: 'allowance',
          args: [user, morpho],
          chainId: chain,
        });
        if (allowance < amount) {
          setStatus({ marketId: id, phase: 'busy', text: 'Approving USDC...' });
          const hash = await writeContract(config, {
            address: m.params.loanToken,
            abi: ERC20_DEPOSIT_ABI,
            functionName: 'approve',
            args: [morpho, amount],
            chainId: chain,
          });
          await waitForTransactionReceipt(config, { hash, chainId: chain });
        }
      }
      setStatus({
        marketId: id,
        phase: 'busy',
        text: kind === 'supply' ? 'Supplying USDC...' : 'Withdrawing USDC...',
      });
      const hash =
        kind === 'supply'
          ? await writeContract(config, {
              address: morpho,
              abi: MORPHO_BLUE_ABI,
              functionName: 'supply',
              args: [m.params, amount, 0n, user, '0x'],
              chainId: chain,
            })
          : await writeContract(config, {
              address: morpho,
              abi: MORPHO_BLUE_ABI,
              functionName: 'withdraw',
              args: [m.params, amount, 0n, user, user],
              chainId: chain,
            });
      const receipt = await waitForTransactionReceipt(config, { hash, chainId: chain });
      if (receipt.status !== 'success') throw new Error(`Transaction reverted (${hash})`);
      onConfirmed();
      finish(id, 'success', `${kind === 'supply' ? 'Supplied' : 'Withdrew'} ${amountText.trim()} USDC`);
    } catch (error) {
      console.error(`Morpho ${kind} failed:`, error);
      fail(depositErrorText(error));
    }
  };

  return { run, status, busy: status?.phase === 'busy' };
}
