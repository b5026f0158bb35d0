// The plain vault shape against OpenZeppelin's own ERC-4626 (@openzeppelin/contracts, the release the devnet
// builds with), not the devnet's vault: Fin's deposit plan, its share valuation (the portfolio's convertToAssets
// rate), its earnings queries over the vault's own Deposit/Withdraw events and its withdraw plan, with the
// assertions the stand-in vaults get in venues.test.ts. Yield reaches an OpenZeppelin vault as assets sent to it
// (a strategy's profit), so that is how the vault earns here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildDepositPlan } from '@fin/shared/domain/deposit/plan';
import { buildWithdrawPlan } from '@fin/shared/domain/deposit/withdraw-plan';
import type { WithdrawVenue } from '@fin/shared/domain/deposit/withdraw-venue';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { decodeFlow } from '@fin/shared/domain/portfolio/earnings-events';
import { SHAPE_QUERIES } from '@fin/shared/domain/portfolio/earnings-queries';
import { SHARE_RATE_SCALE, underlyingUnits } from '@fin/shared/domain/portfolio/read';
import {
  type Abi,
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILER_SETTINGS } from '../src/contracts-source';
import { balanceOf, devnet, fund, keepChainStatePerFile, spare } from './helpers';

const require = createRequire(import.meta.url);
const CHAIN = 1;
const user = spare(5);
const donor = spare(4);

keepChainStatePerFile();

// Only the wrapper is ours: a concrete vault needs a constructor; every function it answers is OpenZeppelin's.
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
contract PlainVault is ERC4626 {
    constructor(IERC20 asset_) ERC20("Plain USDC Vault", "pvUSDC") ERC4626(asset_) {}
}`;

const vaultAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function asset() view returns (address)',
]);

function compile(): { abi: Abi; bytecode: Hex } {
  const solc = require('solc') as { compile(input: string, opts: unknown): string };
  const input = {
    language: 'Solidity',
    sources: { 'PlainVault.sol': { content: SOURCE } },
    settings: COMPILER_SETTINGS,
  };
  const resolve = (path: string) => ({ contents: readFileSync(require.resolve(path), 'utf8') });
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: resolve })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['PlainVault.sol']?.PlainVault;
  if (!c) throw new Error('PlainVault not compiled');
  return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
}

function wallet(account: typeof user) {
  const c = devnet.chain(CHAIN);
  const chain = defineChain({
    id: CHAIN,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  });
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(c.rpcUrl),
  });
}

async function sendAll(txs: { to: Hex; data: Hex }[]): Promise<void> {
  for (const tx of txs) {
    const hash = await wallet(user).sendTransaction({ to: tx.to, data: tx.data, gas: 1_000_000n });
    const receipt = await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
  }
}

/** What Fin shows the position as: shares at the vault's convertToAssets rate, as the portfolio reads it. */
async function positionValue(vault: Address): Promise<bigint> {
  const client = devnet.publicClient(CHAIN);
  const [shares, rate] = await Promise.all([
    client.readContract({ address: vault, abi: vaultAbi, functionName: 'balanceOf', args: [user.address] }),
    client.readContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'convertToAssets',
      args: [SHARE_RATE_SCALE],
    }),
  ]);
  return underlyingUnits('erc4626', shares, rate);
}

describe("OpenZeppelin's ERC-4626 vault (real bytecode) through Fin's plain-vault path", () => {
  const usdc = getTokenAddress('USDC', CHAIN) as Address;
  let vault: Address;

  beforeAll(async () => {
    const { abi, bytecode } = compile();
    const hash = await wallet(donor).deployContract({ abi, bytecode, args: [usdc] });
    const receipt = await devnet.publicClient(CHAIN).waitForTransactionReceipt({ hash, pollingInterval: 20 });
    vault = receipt.contractAddress as Address;
  }, 120_000);

  it('takes a deposit, shows it earning, reads its flows from the vault’s events and pays it all back', async () => {
    const amount = parseUnits('1000', 6);
    await fund(CHAIN, usdc, user.address, amount);
    const deposit = buildDepositPlan({
      method: 'erc4626',
      protocol: 'ERC-4626 vault',
      asset: 'USDC',
      pool: vault,
      token: usdc,
      amount,
      user: user.address,
      allowance: 0n,
    });
    await sendAll(deposit);
    expect(await positionValue(vault)).toBe(amount);

    // The vault's strategy returns 1% on everything it holds.
    await fund(CHAIN, usdc, donor.address, parseUnits('10', 6));
    const paid = await wallet(donor).writeContract({
      address: usdc,
      abi: parseAbi(['function transfer(address to, uint256 amount) returns (bool)']),
      functionName: 'transfer',
      args: [vault, parseUnits('10', 6)],
    });
    // The hash comes back when the node has the transaction, which is not always once it is mined.
    const receipt = await devnet
      .publicClient(CHAIN)
      .waitForTransactionReceipt({ hash: paid, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    const grown = await positionValue(vault);
    expect(grown).toBeGreaterThan(amount);

    const venue: WithdrawVenue = {
      method: 'erc4626',
      protocol: 'ERC-4626 vault',
      asset: 'USDC',
      chainId: CHAIN,
      pool: vault,
      token: usdc,
    };
    const shares = await devnet
      .publicClient(CHAIN)
      .readContract({ address: vault, abi: vaultAbi, functionName: 'balanceOf', args: [user.address] });
    const before = await balanceOf(CHAIN, usdc, user.address);
    await sendAll(buildWithdrawPlan({ venue, amount: { kind: 'all', shares }, user: user.address }));
    const received = (await balanceOf(CHAIN, usdc, user.address)) - before;
    expect(received).toBeGreaterThan(amount);
    expect(received).toBeLessThanOrEqual(grown);
    expect(await positionValue(vault)).toBe(0n);

    // Earnings from the vault's own events, with the queries the portfolio's earnings use for this shape.
    const read = SHAPE_QUERIES.erc4626({
      venue,
      entry: {} as never,
      receipt: vault,
      wallet: user.address,
    });
    const flows: { kind: string; amount: bigint }[] = [];
    for (const q of read?.queries ?? []) {
      const logs = await devnet
        .publicClient(CHAIN)
        .getLogs({ address: q.address, event: q.event, args: q.args as never, fromBlock: 0n });
      for (const log of logs) {
        const flow = decodeFlow(q, (log as unknown as { args: Record<string, unknown> }).args, user.address);
        if (flow) flows.push(flow);
      }
    }
    expect(flows).toEqual([
      { kind: 'deposit', amount, unit: 'assets' },
      { kind: 'withdraw', amount: received, unit: 'assets' },
    ]);
    const earned = flows.reduce((sum, f) => (f.kind === 'withdraw' ? sum + f.amount : sum - f.amount), 0n);
    expect(earned).toBe(received - amount);
  });
});
