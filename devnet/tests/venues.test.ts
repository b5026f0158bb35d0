// Every captured venue of the yields list (Spark Savings, Euler V2, Silo V2, SparkLend, Radiant V2, Benqi, dForce)
// takes the app's own deposit plan at its real address, shows in the app's portfolio read, earns as chain time
// passes, and gives principal plus interest back through the app's withdraw plan.
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { buildDepositPlan, depositMethod } from '@fin/shared/domain/deposit/plan';
import { CAPTURED_VENUES } from '@fin/shared/domain/deposit/venues';
import {
  buildWithdrawPlan,
  positionWithdrawAmount,
  withdrawVenue,
} from '@fin/shared/domain/deposit/withdraw-plan';
import { getAsset, getTokenAddress } from '@fin/shared/domain/money/tokens';
import { planPortfolioRead } from '@fin/shared/domain/portfolio/read';
import { yieldProtocolInfo } from '@fin/shared/domain/yields/protocols';
import { createWalletClient, defineChain, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { mTokenAbi, multicall3Abi } from '../src/abis';
import { balanceOf, devnet, fund, keepChainStatePerFile, spare, write } from './helpers';

const MONTH = 30 * 86_400;
const user = spare(3);

keepChainStatePerFile();

async function sendAll(chainId: number, txs: { to: Hex; data: Hex }[]) {
  const c = devnet.chain(chainId);
  const chain = defineChain({
    id: chainId,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  });
  const client = createWalletClient({
    account: privateKeyToAccount(user.privateKey),
    chain,
    transport: http(c.rpcUrl),
  });
  for (const tx of txs) {
    const hash = await client.sendTransaction({ to: tx.to, data: tx.data, gas: 1_500_000n });
    const receipt = await devnet
      .publicClient(chainId)
      .waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
  }
}

async function portfolioEntry(chainId: number, receipt: string) {
  const plan = planPortfolioRead(chainId, user.address);
  const { result } = await devnet.publicClient(chainId).simulateContract({
    address: MULTICALL3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [plan.calls.map((c) => ({ target: c.target, allowFailure: true, callData: c.callData }))],
  });
  return plan.decode(result).find((e) => e.asset.symbol === receipt);
}

describe.each(CAPTURED_VENUES.map((v) => [`${v.protocolSlug} ${v.asset} on chain ${v.chainId}`, v] as const))(
  '%s',
  (_name, v) => {
    it('takes a deposit, shows it earning in the portfolio and pays it back with interest', async () => {
      const token = getTokenAddress(v.asset, v.chainId)!;
      const decimals = getAsset(v.asset)!.decimals;
      const amount = parseUnits('1000', decimals);
      const protocol = yieldProtocolInfo(v.protocolSlug).name;
      await fund(v.chainId, token, user.address, amount);
      const method = depositMethod({ protocolSlug: v.protocolSlug, protocol, asset: v.asset });
      const plan = buildDepositPlan({
        method,
        protocol,
        asset: v.asset,
        pool: v.pool,
        token,
        amount,
        user: user.address,
        allowance: 0n,
      });
      await sendAll(v.chainId, plan);
      const deposited = await portfolioEntry(v.chainId, v.receipt);
      expect(deposited?.asset.protocol).toBe(protocol);
      expect(Number(BigInt(deposited!.rawBalance))).toBeGreaterThan(Number(amount) * 0.999);

      await devnet.increaseTime(MONTH, { chainId: v.chainId });
      // A market token's stored rate moves when anyone touches the market, as on a live market.
      if (v.shape === 'compound-market')
        await write(v.chainId, spare(4), v.pool, mTokenAbi, 'accrueInterest', []);
      const grown = (await portfolioEntry(v.chainId, v.receipt))!;
      expect(BigInt(grown.rawBalance)).toBeGreaterThan(amount);

      const venue = withdrawVenue(grown)!;
      expect(venue.pool.toLowerCase()).toBe(v.pool.toLowerCase());
      const before = await balanceOf(v.chainId, token, user.address);
      await sendAll(
        v.chainId,
        buildWithdrawPlan({ venue, amount: positionWithdrawAmount(grown, true, 0n), user: user.address }),
      );
      const received = (await balanceOf(v.chainId, token, user.address)) - before;
      expect(received).toBeGreaterThan(amount);
      expect(BigInt((await portfolioEntry(v.chainId, v.receipt))!.rawBalance)).toBe(0n);
    });
  },
);
