import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { getChain, PORTFOLIO_CHAIN_IDS } from '../chains/chains';
import {
  ASSETS,
  getAsset,
  getTokenAddress,
  NATIVE_ASSETS,
  RECEIPT_TOKENS,
  STABLECOIN_LIST_SYMBOLS,
  STABLECOINS,
  tokensOnChain,
} from './tokens';

const chainsOf = (symbol: string) =>
  Object.keys(getAsset(symbol)?.addresses ?? {})
    .map(Number)
    .sort((a, b) => a - b);

describe('token registry', () => {
  it('has the assets with their decimals and types', () => {
    const summary = Object.fromEntries(ASSETS.map((a) => [a.symbol, `${a.type}/${a.decimals}`]));
    expect(summary).toEqual({
      USDC: 'stablecoin/6',
      USDT: 'stablecoin/6',
      DAI: 'stablecoin/18',
      PYUSD: 'stablecoin/6',
      ETH: 'native/18',
      AVAX: 'native/18',
      MATIC: 'native/18',
      aUSDC: 'receipt/6',
      aUSDT: 'receipt/6',
      aDAI: 'receipt/18',
      cUSDC: 'receipt/6',
      mwUSDC: 'receipt/8',
      stUSDC: 'receipt/18',
      gtUSDC: 'receipt/18',
      mwfUSDC: 'receipt/18',
      sDAI: 'receipt/18',
      spUSDC: 'receipt/6',
      spUSDT: 'receipt/6',
      'eUSDC-19': 'receipt/6',
      'eUSDC-95': 'receipt/6',
      'eUSDC-80': 'receipt/6',
      'eUSDC-70': 'receipt/6',
      'eUSDC-22': 'receipt/6',
      'eUSDC-2': 'receipt/6',
      'eUSDT-2': 'receipt/6',
      'eUSDT-9': 'receipt/6',
      'eUSDC-45': 'receipt/6',
      'eUSDC-63': 'receipt/6',
      'eUSDC-69': 'receipt/6',
      'eUSDC-49': 'receipt/6',
      'eUSDC-29': 'receipt/6',
      'eUSDC-1': 'receipt/6',
      'bUSDC-142': 'receipt/6',
      spEthUSDC: 'receipt/6',
      spEthUSDT: 'receipt/6',
      rUSDC: 'receipt/6',
      qiUSDCn: 'receipt/8',
      qiUSDTn: 'receipt/8',
      cUSDTv3: 'receipt/6',
      iUSDC: 'receipt/6',
      iUSDT: 'receipt/6',
      iDAI: 'receipt/18',
    });
  });

  it('stores every address checksummed and distinct within a chain', () => {
    for (const asset of ASSETS) {
      for (const address of Object.values(asset.addresses)) {
        expect(getAddress(address!), asset.symbol).toBe(address);
      }
    }
    for (const chainId of PORTFOLIO_CHAIN_IDS) {
      const addresses = tokensOnChain(chainId).map((a) => a.addresses[chainId]);
      expect(new Set(addresses).size).toBe(addresses.length);
    }
  });

  it('uses the same USDC as the chain registry on all six chains', () => {
    for (const id of PORTFOLIO_CHAIN_IDS) {
      expect(getTokenAddress('USDC', id)).toBe(getChain(id)?.contracts.usdc);
    }
  });

  it('puts receipts on the chains where their protocol lists them', () => {
    expect(chainsOf('aUSDC')).toEqual([1, 10, 137, 8453, 42161, 43114]);
    expect(chainsOf('aUSDT')).toEqual([1, 10, 137, 42161, 43114]);
    expect(chainsOf('cUSDC')).toEqual([1, 10, 137, 8453, 42161]);
    expect(chainsOf('mwUSDC')).toEqual([10, 8453]);
    expect(chainsOf('stUSDC')).toEqual([1, 8453]);
    expect(chainsOf('gtUSDC')).toEqual([1]);
    expect(chainsOf('mwfUSDC')).toEqual([8453]);
    expect(chainsOf('sDAI')).toEqual([1]);
    expect(chainsOf('PYUSD')).toEqual([1]);
  });

  it('gives each receipt its underlying, protocol and conversion', () => {
    const rows = RECEIPT_TOKENS.map((r) => `${r.symbol}:${r.underlyingAsset}:${r.protocol}:${r.conversion}`);
    expect(rows).toEqual([
      'aUSDC:USDC:Aave V3:rebasing',
      'aUSDT:USDT:Aave V3:rebasing',
      'aDAI:DAI:Aave V3:rebasing',
      'cUSDC:USDC:Compound V3:rebasing',
      'mwUSDC:USDC:Moonwell:ctoken',
      'stUSDC:USDC:Morpho Blue:erc4626',
      'gtUSDC:USDC:Morpho Blue:erc4626',
      'mwfUSDC:USDC:Morpho Blue:erc4626',
      'sDAI:DAI:Sky (sDAI):erc4626',
      'spUSDC:USDC:Spark Savings:erc4626',
      'spUSDT:USDT:Spark Savings:erc4626',
      'eUSDC-19:USDC:Euler V2:erc4626',
      'eUSDC-95:USDC:Euler V2:erc4626',
      'eUSDC-80:USDC:Euler V2:erc4626',
      'eUSDC-70:USDC:Euler V2:erc4626',
      'eUSDC-22:USDC:Euler V2:erc4626',
      'eUSDC-2:USDC:Euler V2:erc4626',
      'eUSDT-2:USDT:Euler V2:erc4626',
      'eUSDT-9:USDT:Euler V2:erc4626',
      'eUSDC-45:USDC:Euler V2:erc4626',
      'eUSDC-63:USDC:Euler V2:erc4626',
      'eUSDC-69:USDC:Euler V2:erc4626',
      'eUSDC-49:USDC:Euler V2:erc4626',
      'eUSDC-29:USDC:Euler V2:erc4626',
      'eUSDC-1:USDC:Euler V2:erc4626',
      'bUSDC-142:USDC:Silo V2:erc4626',
      'spEthUSDC:USDC:SparkLend:rebasing',
      'spEthUSDT:USDT:SparkLend:rebasing',
      'rUSDC:USDC:Radiant V2:rebasing',
      'qiUSDCn:USDC:Benqi:ctoken',
      'qiUSDTn:USDT:Benqi:ctoken',
      'cUSDTv3:USDT:Compound V3:rebasing',
      'iUSDC:USDC:dForce:ctoken',
      'iUSDT:USDT:dForce:ctoken',
      'iDAI:DAI:dForce:ctoken',
    ]);
    for (const r of RECEIPT_TOKENS) {
      // A receipt is only useful where its underlying exists on the same chain.
      for (const chainId of Object.keys(r.addresses).map(Number)) {
        expect(getTokenAddress(r.underlyingAsset, chainId), `${r.symbol}@${chainId}`).toBeDefined();
      }
    }
  });

  it('maps natives to their chains and keeps the stablecoin list', () => {
    expect(NATIVE_ASSETS.map((n) => [n.symbol, n.nativeOn])).toEqual([
      ['ETH', [1, 8453, 42161, 10]],
      ['AVAX', [43114]],
      ['MATIC', [137]],
    ]);
    expect(STABLECOIN_LIST_SYMBOLS.slice(0, 4)).toEqual(STABLECOINS.map((s) => s.symbol));
    expect(STABLECOIN_LIST_SYMBOLS).toContain('mwfUSDC');
    expect(STABLECOIN_LIST_SYMBOLS).not.toContain('ETH');
  });
});
