import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_TESTNET_CHAIN_IDS,
  CCTP_MESSAGE_TRANSMITTER_V2,
  CCTP_TOKEN_MESSENGER_V2,
  CHAINS,
  DEPOSIT_CHAIN_IDS,
  DEPOSIT_TESTNET_CHAIN_IDS,
  explorerAddressUrl,
  explorerTxUrl,
  getChain,
  getChainByDomain,
  isBalanceTestnet,
  isDepositTestnet,
  isSupportedChainId,
  PORTFOLIO_CHAIN_IDS,
} from './chains';

describe('chain registry', () => {
  it('holds the chain table: ids and CCTP domains', () => {
    const table = CHAINS.map((c) => [c.name, c.id, c.cctpDomain]);
    expect(table).toEqual([
      ['Ethereum', 1, 0],
      ['Base', 8453, 6],
      ['Arbitrum', 42161, 3],
      ['Avalanche', 43114, 1],
      ['Optimism', 10, 2],
      ['Polygon', 137, 7],
      ['Flow', 747, 8],
    ]);
  });

  it('gives each of the six portfolio chains an explorer, a colour, an RPC and the CCTP V2 contract set', () => {
    expect(PORTFOLIO_CHAIN_IDS).toEqual([1, 8453, 42161, 43114, 10, 137]);
    const explorers = PORTFOLIO_CHAIN_IDS.map((id) => getChain(id)?.explorerUrl);
    expect(explorers).toEqual([
      'https://etherscan.io',
      'https://basescan.org',
      'https://arbiscan.io',
      'https://snowtrace.io',
      'https://optimistic.etherscan.io',
      'https://polygonscan.com',
    ]);
    for (const id of PORTFOLIO_CHAIN_IDS) {
      const chain = getChain(id)!;
      expect(chain.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(chain.rpcUrl).toMatch(/^https:\/\//);
      expect(chain.contracts.usdc).not.toBeNull();
      expect(chain.contracts.tokenMessenger).toBe(CCTP_TOKEN_MESSENGER_V2);
      expect(chain.contracts.messageTransmitter).toBe(CCTP_MESSAGE_TRANSMITTER_V2);
    }
  });

  it('uses the native USDC Circle issues on each chain, checksummed', () => {
    expect(getChain(42161)?.contracts.usdc).toBe('0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
    expect(getChain(137)?.contracts.usdc).toBe('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359');
    for (const chain of CHAINS) {
      for (const address of Object.values(chain.contracts)) {
        if (address) expect(getAddress(address)).toBe(address);
      }
    }
  });

  it('marks fast transfer on all six but Avalanche and Polygon', () => {
    const fast = PORTFOLIO_CHAIN_IDS.filter((id) => getChain(id)?.fastTransferSource);
    expect(fast).toEqual([1, 8453, 42161, 10]);
  });

  it('keeps Flow with native FLOW (18 decimals), evm.flowscan.io and an empty CCTP set', () => {
    const flow = getChain(747)!;
    expect(flow.nativeCurrency).toEqual({ name: 'Flow', symbol: 'FLOW', decimals: 18 });
    expect(flow.explorerUrl).toBe('https://evm.flowscan.io');
    expect(flow.contracts).toEqual({
      usdc: null,
      tokenMessenger: null,
      messageTransmitter: null,
      bridge: null,
      factory: null,
    });
  });

  it('looks chains up by id and CCTP domain', () => {
    expect(isSupportedChainId(8453)).toBe(true);
    expect(isSupportedChainId(56)).toBe(false);
    expect(getChain(999)).toBeUndefined();
    expect(getChainByDomain(6)?.name).toBe('Base');
  });

  it('builds explorer links', () => {
    expect(explorerTxUrl(10, '0xabc')).toBe('https://optimistic.etherscan.io/tx/0xabc');
    expect(explorerAddressUrl(43114, '0xdef')).toBe('https://snowtrace.io/address/0xdef');
    expect(explorerTxUrl(999, '0xabc')).toBeUndefined();
  });

  it('lists the testnet and deposit chain ids', () => {
    expect([...BALANCE_TESTNET_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      5, 545, 43113, 80002, 84532, 421614, 11155111, 11155420,
    ]);
    expect(DEPOSIT_TESTNET_CHAIN_IDS).toEqual([84532, 11155111, 421614, 5, 420]);
    expect(Object.values(DEPOSIT_CHAIN_IDS)).toEqual([1, 8453, 42161, 43114, 10, 137, 56]);
    expect(isBalanceTestnet(545)).toBe(true);
    expect(isDepositTestnet(420)).toBe(true);
    expect(isDepositTestnet(1)).toBe(false);
  });
});
