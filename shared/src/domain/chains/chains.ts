// Chain registry: ids, CCTP domains, explorers and RPCs, the testnet and deposit chain ids, and fast-transfer sources.
// CCTP V2 contracts share one CREATE2 address on every EVM chain (Circle's contract-address reference,
// circlefin/cctp-go chains.go); USDC addresses are Circle's native USDC per chain (same source).
import type { Address } from 'viem';

/** TokenMessengerV2: same address on every CCTP V2 chain. */
export const CCTP_TOKEN_MESSENGER_V2: Address = '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d';
/** MessageTransmitterV2: same address on every CCTP V2 chain. */
export const CCTP_MESSAGE_TRANSMITTER_V2: Address = '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64';

export type NativeCurrency = { name: string; symbol: string; decimals: number };

/** Per-chain contract set used by the transfer form; `null` means not configured on that chain. */
export type ChainContracts = {
  usdc: Address | null;
  tokenMessenger: Address | null;
  messageTransmitter: Address | null;
  /** Flow only: the spec lists bridge and factory addresses beside its empty CCTP set. */
  bridge?: Address | null;
  factory?: Address | null;
};

export type ChainConfig = {
  id: number;
  /** Short key used in URLs, filters and API payloads. */
  key: string;
  name: string;
  /** CCTP (transfer-protocol) domain number. */
  cctpDomain: number;
  color: string;
  explorerUrl: string;
  nativeCurrency: NativeCurrency;
  /** Default public RPC (mainnet profile). The devnet/runtime config overrides it. */
  rpcUrl: string;
  /** CCTP fast transfer can start from this chain: all but Avalanche and Polygon, whose finality is already fast. */
  fastTransferSource: boolean;
  contracts: ChainContracts;
};

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

const cctp = (usdc: Address): ChainContracts => ({
  usdc,
  tokenMessenger: CCTP_TOKEN_MESSENGER_V2,
  messageTransmitter: CCTP_MESSAGE_TRANSMITTER_V2,
});

export const ETHEREUM_ID = 1;
export const BASE_ID = 8453;
export const ARBITRUM_ID = 42161;
export const AVALANCHE_ID = 43114;
export const OPTIMISM_ID = 10;
export const POLYGON_ID = 137;
export const FLOW_ID = 747;

export const CHAINS: readonly ChainConfig[] = [
  {
    id: ETHEREUM_ID,
    key: 'ethereum',
    name: 'Ethereum',
    cctpDomain: 0,
    color: '#627EEA',
    explorerUrl: 'https://etherscan.io',
    nativeCurrency: ETH,
    rpcUrl: 'https://ethereum-rpc.publicnode.com',
    fastTransferSource: true,
    contracts: cctp('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  },
  {
    id: BASE_ID,
    key: 'base',
    name: 'Base',
    cctpDomain: 6,
    color: '#0052FF',
    explorerUrl: 'https://basescan.org',
    nativeCurrency: ETH,
    rpcUrl: 'https://mainnet.base.org',
    fastTransferSource: true,
    contracts: cctp('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
  },
  {
    id: ARBITRUM_ID,
    key: 'arbitrum',
    name: 'Arbitrum',
    cctpDomain: 3,
    color: '#28A0F0',
    explorerUrl: 'https://arbiscan.io',
    nativeCurrency: ETH,
    rpcUrl: 'https://arb1.arbitrum.io/rpc',
    fastTransferSource: true,
    contracts: cctp('0xaf88d065e77c8cC2239327C5EDb3A432268e5831'),
  },
  {
    id: AVALANCHE_ID,
    key: 'avalanche',
    name: 'Avalanche',
    cctpDomain: 1,
    color: '#E84142',
    explorerUrl: 'https://snowtrace.io',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
    fastTransferSource: false,
    contracts: cctp('0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E'),
  },
  {
    id: OPTIMISM_ID,
    key: 'optimism',
    name: 'Optimism',
    cctpDomain: 2,
    color: '#FF0420',
    explorerUrl: 'https://optimistic.etherscan.io',
    nativeCurrency: ETH,
    rpcUrl: 'https://mainnet.optimism.io',
    fastTransferSource: true,
    contracts: cctp('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'),
  },
  {
    id: POLYGON_ID,
    key: 'polygon',
    name: 'Polygon',
    cctpDomain: 7,
    color: '#8247E5',
    explorerUrl: 'https://polygonscan.com',
    nativeCurrency: { name: 'POL', symbol: 'MATIC', decimals: 18 },
    rpcUrl: 'https://polygon-rpc.com',
    fastTransferSource: false,
    contracts: cctp('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
  },
  {
    id: FLOW_ID,
    key: 'flow',
    name: 'Flow',
    cctpDomain: 8,
    color: '#00EF8B',
    explorerUrl: 'https://evm.flowscan.io',
    nativeCurrency: { name: 'Flow', symbol: 'FLOW', decimals: 18 },
    rpcUrl: 'https://mainnet.evm.nodes.onflow.org',
    // Flow is in the registry for display only: no CCTP contracts are configured there.
    fastTransferSource: false,
    // The spec names bridge and factory fields for Flow without values; they stay unset until
    // Fin integrates a Flow bridge, so nothing can send funds to a guessed address.
    contracts: { usdc: null, tokenMessenger: null, messageTransmitter: null, bridge: null, factory: null },
  },
];

/** The six mainnet chains of the portfolio, transfer form and cross-chain settings. */
export const PORTFOLIO_CHAIN_IDS = [
  ETHEREUM_ID,
  BASE_ID,
  ARBITRUM_ID,
  AVALANCHE_ID,
  OPTIMISM_ID,
  POLYGON_ID,
] as const;
export type PortfolioChainId = (typeof PORTFOLIO_CHAIN_IDS)[number];

/** Chains where Morpho Blue positions are read: Fin's configured markets are on these two. */
export const MORPHO_CHAIN_IDS = [ETHEREUM_ID, BASE_ID] as const;

/** Wallet on one of these: balance fetching returns an empty result, since Fin shows mainnet balances only. */
export const BALANCE_TESTNET_CHAIN_IDS: readonly number[] = [
  5, 11155111, 84532, 421614, 11155420, 80002, 43113, 545,
];

/** Wallet on one of these: the deposit dialog asks to switch to mainnet, since every pool it lists is on mainnet. */
export const DEPOSIT_TESTNET_CHAIN_IDS: readonly number[] = [84532, 11155111, 421614, 5, 420];

/** Chain ids the deposit dialog accepts, by key (bsc included, though the portfolio does not read it). */
export const DEPOSIT_CHAIN_IDS = {
  ethereum: 1,
  base: 8453,
  arbitrum: 42161,
  avalanche: 43114,
  optimism: 10,
  polygon: 137,
  bsc: 56,
} as const;

const byId = new Map<number, ChainConfig>(CHAINS.map((c) => [c.id, c]));

export function getChain(id: number): ChainConfig | undefined {
  return byId.get(id);
}

export function isSupportedChainId(id: number): boolean {
  return byId.has(id);
}

export function isPortfolioChainId(id: number): id is PortfolioChainId {
  return (PORTFOLIO_CHAIN_IDS as readonly number[]).includes(id);
}

export function getChainByDomain(domain: number): ChainConfig | undefined {
  return CHAINS.find((c) => c.cctpDomain === domain);
}

export function getChainName(id: number): string {
  return byId.get(id)?.name ?? `Chain ${id}`;
}

export function isBalanceTestnet(id: number): boolean {
  return BALANCE_TESTNET_CHAIN_IDS.includes(id);
}

export function isDepositTestnet(id: number): boolean {
  return DEPOSIT_TESTNET_CHAIN_IDS.includes(id);
}

/** Explorer link for a transaction; undefined for a chain not in the registry. */
export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const chain = byId.get(chainId);
  return chain ? `${chain.explorerUrl}/tx/${hash}` : undefined;
}

export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const chain = byId.get(chainId);
  return chain ? `${chain.explorerUrl}/address/${address}` : undefined;
}
