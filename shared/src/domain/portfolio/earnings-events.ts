// Which on-chain events move money into or out of a position for one wallet, per contract shape, and how one
// decoded event becomes a flow. The API asks the chain for exactly these logs (api/src/modules/earnings) and the
// accounting (earnings.ts) adds them up. Event signatures are the protocols' own:
// ERC-4626 Deposit/Withdraw; Aave V3 Supply/Withdraw (V2: Deposit/Withdraw); Compound V3 Supply/Withdraw;
// Compound V2-style Mint/Redeem (Moonwell, Benqi; dForce's four-argument variant), whose arguments are not
// indexed, so every such log of the market is read and the wallet's picked out; Morpho Blue Supply/Withdraw by
// market id; and the receipt token's Transfer to or from another holder (mints and burns are the deposit and
// withdraw events already counted).
import { type AbiEvent, type Address, type Hex, parseAbiItem, zeroAddress } from 'viem';
import { withdrawVenue } from '../deposit/withdraw-venue';
import type { BalanceEntry } from './balance';
import type { PositionFlow } from './earnings';
import { SHARE_RATE_SCALE } from './read';
import { balanceEntryKey } from './rows';

const EVENTS = {
  transfer: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
  vaultDeposit: parseAbiItem(
    'event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares)',
  ),
  vaultWithdraw: parseAbiItem(
    'event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)',
  ),
  aaveSupply: parseAbiItem(
    'event Supply(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referralCode)',
  ),
  aaveV2Deposit: parseAbiItem(
    'event Deposit(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referral)',
  ),
  aaveWithdraw: parseAbiItem(
    'event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount)',
  ),
  cometSupply: parseAbiItem('event Supply(address indexed from, address indexed dst, uint256 amount)'),
  cometWithdraw: parseAbiItem('event Withdraw(address indexed src, address indexed to, uint256 amount)'),
  ctokenMint: parseAbiItem('event Mint(address minter, uint256 mintAmount, uint256 mintTokens)'),
  ctokenRedeem: parseAbiItem('event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens)'),
  itokenMint: parseAbiItem(
    'event Mint(address sender, address recipient, uint256 mintAmount, uint256 mintTokens)',
  ),
  itokenRedeem: parseAbiItem(
    'event Redeem(address from, address recipient, uint256 redeemiTokenAmount, uint256 redeemUnderlyingAmount)',
  ),
  morphoSupply: parseAbiItem(
    'event Supply(bytes32 indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares)',
  ),
  morphoWithdraw: parseAbiItem(
    'event Withdraw(bytes32 indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares)',
  ),
} as const;

/** One eth_getLogs filter of a position and how its decoded logs become flows. */
export type FlowQuery = {
  address: Address;
  event: AbiEvent;
  /** Indexed arguments to filter on (viem getLogs `args`). */
  args?: Record<string, Address | Hex>;
  kind: PositionFlow['kind'];
  /** The argument holding the amount. */
  amount: string;
  /** 'shares' amounts are worth the receipt's rate at that block (ERC-4626 and Compound V2 share transfers). */
  unit: 'assets' | 'shares';
  /** For events whose wallet argument is not indexed: the argument that must be the wallet. */
  walletArg?: string;
  /** For transfers: the other side, which must be neither nothing (a mint or burn) nor the token contract. */
  counterpartyArg?: string;
};

/** A position whose flows Fin can read: its row key, where its events come from, and its value now. */
export type EarningsPosition = {
  key: string;
  chainId: number;
  entry: BalanceEntry;
  /** The receipt whose rate converts shares (ERC-4626 vault or Compound V2 market), when transfers count shares. */
  shareToken?: { address: Address; conversion: 'erc4626' | 'ctoken' };
  queries: FlowQuery[];
};

function transfers(token: Address, wallet: Address, unit: FlowQuery['unit']): FlowQuery[] {
  const base = { address: token, event: EVENTS.transfer, amount: 'value', unit } as const;
  return [
    { ...base, args: { to: wallet }, kind: 'transfer-in', counterpartyArg: 'from' },
    { ...base, args: { from: wallet }, kind: 'transfer-out', counterpartyArg: 'to' },
  ];
}

/** The queries of one portfolio row for one wallet; undefined for a plain stablecoin or a shape Fin cannot read. */
export function earningsPosition(entry: BalanceEntry, wallet: Address): EarningsPosition | undefined {
  const venue = withdrawVenue(entry);
  if (!venue) return undefined;
  const receipt = entry.asset.address as Address;
  const base = { key: balanceEntryKey(entry), chainId: entry.chainId, entry };
  switch (venue.method) {
    case 'erc4626':
      return {
        ...base,
        shareToken: { address: receipt, conversion: 'erc4626' },
        queries: [
          {
            address: receipt,
            event: EVENTS.vaultDeposit,
            args: { owner: wallet },
            kind: 'deposit',
            amount: 'assets',
            unit: 'assets',
          },
          {
            address: receipt,
            event: EVENTS.vaultWithdraw,
            args: { owner: wallet },
            kind: 'withdraw',
            amount: 'assets',
            unit: 'assets',
          },
          ...transfers(receipt, wallet, 'shares'),
        ],
      };
    case 'aave-v3':
    case 'aave-v2': {
      const supply = venue.method === 'aave-v3' ? EVENTS.aaveSupply : EVENTS.aaveV2Deposit;
      const reserve = venue.token;
      return {
        ...base,
        queries: [
          {
            address: venue.pool,
            event: supply,
            args: { reserve, onBehalfOf: wallet },
            kind: 'deposit',
            amount: 'amount',
            unit: 'assets',
          },
          {
            address: venue.pool,
            event: EVENTS.aaveWithdraw,
            args: { reserve, user: wallet },
            kind: 'withdraw',
            amount: 'amount',
            unit: 'assets',
          },
          // aToken transfers are in underlying units (the balance is rebasing).
          ...transfers(receipt, wallet, 'assets'),
        ],
      };
    }
    case 'compound-v3':
      return {
        ...base,
        queries: [
          {
            address: receipt,
            event: EVENTS.cometSupply,
            args: { dst: wallet },
            kind: 'deposit',
            amount: 'amount',
            unit: 'assets',
          },
          {
            address: receipt,
            event: EVENTS.cometWithdraw,
            args: { src: wallet },
            kind: 'withdraw',
            amount: 'amount',
            unit: 'assets',
          },
          ...transfers(receipt, wallet, 'assets'),
        ],
      };
    case 'moonwell':
      return {
        ...base,
        shareToken: { address: receipt, conversion: 'ctoken' },
        queries: [
          {
            address: receipt,
            event: EVENTS.ctokenMint,
            kind: 'deposit',
            amount: 'mintAmount',
            unit: 'assets',
            walletArg: 'minter',
          },
          {
            address: receipt,
            event: EVENTS.ctokenRedeem,
            kind: 'withdraw',
            amount: 'redeemAmount',
            unit: 'assets',
            walletArg: 'redeemer',
          },
          ...transfers(receipt, wallet, 'shares'),
        ],
      };
    case 'dforce':
      return {
        ...base,
        shareToken: { address: receipt, conversion: 'ctoken' },
        queries: [
          {
            address: receipt,
            event: EVENTS.itokenMint,
            kind: 'deposit',
            amount: 'mintAmount',
            unit: 'assets',
            walletArg: 'recipient',
          },
          {
            address: receipt,
            event: EVENTS.itokenRedeem,
            kind: 'withdraw',
            amount: 'redeemUnderlyingAmount',
            unit: 'assets',
            walletArg: 'from',
          },
          ...transfers(receipt, wallet, 'shares'),
        ],
      };
    case 'morpho-blue': {
      const id = entry.marketId as Hex | undefined;
      if (!id) return undefined;
      return {
        ...base,
        queries: [
          {
            address: venue.pool,
            event: EVENTS.morphoSupply,
            args: { id, onBehalf: wallet },
            kind: 'deposit',
            amount: 'assets',
            unit: 'assets',
          },
          {
            address: venue.pool,
            event: EVENTS.morphoWithdraw,
            args: { id, onBehalf: wallet },
            kind: 'withdraw',
            amount: 'assets',
            unit: 'assets',
          },
        ],
      };
    }
  }
}

/** What one decoded log says: an amount in assets or shares, or nothing when it is not the wallet's flow. */
export type DecodedFlow = { kind: PositionFlow['kind']; amount: bigint; unit: FlowQuery['unit'] };

export function decodeFlow(
  query: FlowQuery,
  args: Readonly<Record<string, unknown>>,
  wallet: Address,
): DecodedFlow | undefined {
  const same = (v: unknown, a: string) => typeof v === 'string' && v.toLowerCase() === a.toLowerCase();
  if (query.walletArg && !same(args[query.walletArg], wallet)) return undefined;
  if (query.counterpartyArg) {
    const other = args[query.counterpartyArg];
    if (same(other, zeroAddress) || same(other, query.address) || same(other, wallet)) return undefined;
  }
  const amount = args[query.amount];
  if (typeof amount !== 'bigint' || amount <= 0n) return undefined;
  return { kind: query.kind, amount, unit: query.unit };
}

/** Assets a share amount was worth at a rate read as the portfolio reads it (see read.ts). */
export function sharesToAssets(shares: bigint, conversion: 'erc4626' | 'ctoken', rate: bigint): bigint {
  return conversion === 'ctoken' ? (shares * rate) / 10n ** 18n : (shares * rate) / SHARE_RATE_SCALE;
}
