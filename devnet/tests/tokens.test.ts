// Stablecoins: Circle's EIP-712 domain on USDC, EIP-2612 permit and EIP-3009 authorizations that x402
// payments rely on, and minting reserved to CCTP (plus the deployer's devnet faucet).

import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { keccak256, parseUnits, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { tokenAbi } from '../src/abis';
import { DEPLOYER } from '../src/accounts';
import { devnet, fund, revertOf, spare, write } from './helpers';

const BASE = 8453;
const usdc = getTokenAddress('USDC', BASE)!;
const payer = spare(0);
const payee = spare(1);

const read = <T>(functionName: string, args: unknown[] = []) =>
  devnet
    .publicClient(BASE)
    .readContract({ address: usdc, abi: tokenAbi, functionName, args } as never) as Promise<T>;

describe('USDC on Base', () => {
  it('has 6 decimals and the EIP-712 domain "USD Coin" version "2" at its real address', async () => {
    expect(await read<number>('decimals')).toBe(6);
    const [, name, version, chainId, verifyingContract] =
      await read<[string, string, string, bigint, string]>('eip712Domain');
    expect({ name, version, chainId, verifyingContract }).toEqual({
      name: 'USD Coin',
      version: '2',
      chainId: 8453n,
      verifyingContract: usdc,
    });
  });

  it('moves funds with a signed EIP-3009 transferWithAuthorization, once', async () => {
    await fund(BASE, usdc, payer.address, parseUnits('10', 6));
    const before = await read<bigint>('balanceOf', [payee.address]);
    const block = await devnet.publicClient(BASE).getBlock();
    const message = {
      from: payer.address,
      to: payee.address,
      value: parseUnits('1.5', 6),
      validAfter: block.timestamp - 600n,
      validBefore: block.timestamp + 600n,
      nonce: keccak256(toHex('x402 payment 1')),
    };
    const signature = await privateKeyToAccount(payer.privateKey).signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: BASE, verifyingContract: usdc },
      types: {
        TransferWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'TransferWithAuthorization',
      message,
    });
    const args = [
      message.from,
      message.to,
      message.value,
      message.validAfter,
      message.validBefore,
      message.nonce,
      signature,
    ] as const;
    await write(BASE, DEPLOYER, usdc, tokenAbi, 'transferWithAuthorization', args);
    expect((await read<bigint>('balanceOf', [payee.address])) - before).toBe(parseUnits('1.5', 6));
    expect(
      await revertOf(BASE, DEPLOYER.address, usdc, tokenAbi, 'transferWithAuthorization', args),
    ).toContain('authorization is used or canceled');
  });

  it('sets an allowance from an EIP-2612 permit signature', async () => {
    const nonce = await read<bigint>('nonces', [payer.address]);
    const deadline = (await devnet.publicClient(BASE).getBlock()).timestamp + 3600n;
    const signature = await privateKeyToAccount(payer.privateKey).signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: BASE, verifyingContract: usdc },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: payer.address, spender: payee.address, value: 42n, nonce, deadline },
    });
    await write(BASE, payee, usdc, tokenAbi, 'permit', [
      payer.address,
      payee.address,
      42n,
      deadline,
      signature,
    ]);
    expect(await read<bigint>('allowance', [payer.address, payee.address])).toBe(42n);
  });

  it('lets only the CCTP TokenMessengerV2 mint, and only the deployer use the faucet', async () => {
    expect(await read<string>('minter')).toBe(CCTP_V2.tokenMessenger);
    expect(await revertOf(BASE, payer.address, usdc, tokenAbi, 'mint', [payer.address, 1n])).toContain(
      'caller is not a minter',
    );
    expect(await revertOf(BASE, payer.address, usdc, tokenAbi, 'devnetMint', [payer.address, 1n])).toContain(
      'caller is not the owner',
    );
  });

  it('has USDT, DAI and PYUSD at their registry addresses with their decimals', async () => {
    const eth = devnet.publicClient(1);
    const decimals = (symbol: string) =>
      eth.readContract({ address: getTokenAddress(symbol, 1)!, abi: tokenAbi, functionName: 'decimals' });
    expect(await Promise.all(['USDT', 'DAI', 'PYUSD'].map(decimals))).toEqual([6, 18, 6]);
  });
});
