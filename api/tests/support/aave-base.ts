// The demo wallet's Aave V3 USDC position on Base, moved for real: the alert tests change the pool's rate with the
// wallet's own deposit (lower utilization, lower APY) and withdrawal, and read the APY the yields list computes.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { TestDevnet } from './devnet';
import type { TestServer } from './test-app';

const poolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
]);
const POOL = AAVE_V3_POOL[8453] as Address;
const USDC = getTokenAddress('USDC', 8453) as Address;
const AMOUNT = parseUnits('20000', 6);

/** Supplies (approving first) or withdraws 20,000 USDC of the demo wallet in Aave V3 on Base; waits for receipts. */
export async function moveAaveBaseUsdc(net: TestDevnet, functionName: 'supply' | 'withdraw') {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
    transport: http(net.devnet.chain(8453).rpcUrl),
  });
  const client = net.devnet.publicClient(8453);
  if (functionName === 'supply')
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        chain: null,
        address: USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [POOL, AMOUNT],
      }),
    });
  const hash =
    functionName === 'supply'
      ? await wallet.writeContract({
          chain: null,
          address: POOL,
          abi: poolAbi,
          functionName,
          args: [USDC, AMOUNT, DEMO_ACCOUNT.address, 0],
        })
      : await wallet.writeContract({
          chain: null,
          address: POOL,
          abi: poolAbi,
          functionName,
          args: [USDC, AMOUNT, DEMO_ACCOUNT.address],
        });
  await client.waitForTransactionReceipt({ hash });
}

/** The Aave Base USDC APY the yields list reads now (a fresh build, which also records a history snapshot). */
export async function aaveBaseApy(api: TestServer): Promise<number> {
  const rows = (await api.deps.yields.getAll(true)).value.data as YieldOpportunity[];
  const row = rows.find((r) => r.chainId === 8453 && r.poolAddress?.toLowerCase() === POOL.toLowerCase());
  if (typeof row?.apy !== 'number') throw new Error('no Aave V3 USDC row on Base');
  return row.apy;
}
