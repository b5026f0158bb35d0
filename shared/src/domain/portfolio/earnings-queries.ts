// The logs each contract shape is read with, for one wallet: the protocols' own events (ERC-4626 Deposit/Withdraw;
// Aave V3 Supply/Withdraw, V2 Deposit/Withdraw; Compound V3 Supply/Withdraw; Compound V2-style Mint/Redeem
// (Moonwell, Benqi; dForce's four-argument variant), whose arguments are not indexed, so every such log of the
// market is read and the wallet's picked out; Morpho Blue Supply/Withdraw by market id) and the receipt's
// transfers to or from another holder (mints and burns are the deposit and withdraw events already counted).
// Compound V3 moves base between accounts with Transfer from or to nothing only (Comet.sol transferBase), so
// those are read too and told apart from a Supply's or Withdraw's own (FlowQuery.echoOf).
import type { Address, Hex } from 'viem';
import { parseAbiItem } from 'viem/utils';
import { zeroAddress } from '../chains/evm';
import type { WithdrawMethod, WithdrawVenue } from '../deposit/withdraw-venue';
import type { BalanceEntry } from './balance';
import type { EarningsPosition, FlowQuery } from './earnings-events';

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

type ShapeInput = { venue: WithdrawVenue; entry: BalanceEntry; receipt: Address; wallet: Address };
type ShapeRead = Pick<EarningsPosition, 'queries' | 'shareToken'> | undefined;

function transfers(token: Address, wallet: Address, unit: FlowQuery['unit']): FlowQuery[] {
  const base = { address: token, event: EVENTS.transfer, amount: 'value', unit } as const;
  return [
    { ...base, args: { to: wallet }, kind: 'transfer-in', counterpartyArg: 'from' },
    { ...base, args: { from: wallet }, kind: 'transfer-out', counterpartyArg: 'to' },
  ];
}

/** A deposit and a withdraw event of the same contract, both in assets. */
function inOut(
  address: Address,
  [deposit, depositArgs]: [FlowQuery['event'], NonNullable<FlowQuery['args']>],
  [withdraw, withdrawArgs]: [FlowQuery['event'], NonNullable<FlowQuery['args']>],
  amount: string,
): FlowQuery[] {
  return [
    { address, event: deposit, args: depositArgs, kind: 'deposit', amount, unit: 'assets' },
    { address, event: withdraw, args: withdrawArgs, kind: 'withdraw', amount, unit: 'assets' },
  ];
}

function vault({ receipt, wallet }: ShapeInput): ShapeRead {
  return {
    shareToken: { address: receipt, conversion: 'erc4626' },
    queries: [
      ...inOut(
        receipt,
        [EVENTS.vaultDeposit, { owner: wallet }],
        [EVENTS.vaultWithdraw, { owner: wallet }],
        'assets',
      ),
      ...transfers(receipt, wallet, 'shares'),
    ],
  };
}

function aave({ venue, receipt, wallet }: ShapeInput): ShapeRead {
  const supply = venue.method === 'aave-v3' ? EVENTS.aaveSupply : EVENTS.aaveV2Deposit;
  const reserve = venue.token;
  return {
    queries: [
      ...inOut(
        venue.pool,
        [supply, { reserve, onBehalfOf: wallet }],
        [EVENTS.aaveWithdraw, { reserve, user: wallet }],
        'amount',
      ),
      // aToken transfers are in underlying units (the balance is rebasing).
      ...transfers(receipt, wallet, 'assets'),
    ],
  };
}

function comet({ receipt, wallet }: ShapeInput): ShapeRead {
  const moved = { address: receipt, event: EVENTS.transfer, amount: 'value', unit: 'assets' } as const;
  return {
    queries: [
      ...inOut(
        receipt,
        [EVENTS.cometSupply, { dst: wallet }],
        [EVENTS.cometWithdraw, { src: wallet }],
        'amount',
      ),
      { ...moved, args: { from: zeroAddress, to: wallet }, kind: 'transfer-in', echoOf: 'deposit' },
      { ...moved, args: { from: wallet, to: zeroAddress }, kind: 'transfer-out', echoOf: 'withdraw' },
    ],
  };
}

/** Compound V2-style markets: Mint and Redeem name the wallet in an unindexed argument. */
function ctoken(
  mint: [FlowQuery['event'], amount: string, wallet: string],
  redeem: [FlowQuery['event'], amount: string, wallet: string],
) {
  return ({ receipt, wallet }: ShapeInput): ShapeRead => ({
    shareToken: { address: receipt, conversion: 'ctoken' },
    queries: [
      {
        address: receipt,
        event: mint[0],
        kind: 'deposit',
        amount: mint[1],
        unit: 'assets',
        walletArg: mint[2],
      },
      {
        address: receipt,
        event: redeem[0],
        kind: 'withdraw',
        amount: redeem[1],
        unit: 'assets',
        walletArg: redeem[2],
      },
      ...transfers(receipt, wallet, 'shares'),
    ],
  });
}

function morphoBlue({ venue, entry, wallet }: ShapeInput): ShapeRead {
  const id = entry.marketId as Hex | undefined;
  if (!id) return undefined;
  return {
    queries: inOut(
      venue.pool,
      [EVENTS.morphoSupply, { id, onBehalf: wallet }],
      [EVENTS.morphoWithdraw, { id, onBehalf: wallet }],
      'assets',
    ),
  };
}

/** The logs of each contract shape a portfolio row can be. */
export const SHAPE_QUERIES: Record<WithdrawMethod, (input: ShapeInput) => ShapeRead> = {
  erc4626: vault,
  'aave-v3': aave,
  'aave-v2': aave,
  'compound-v3': comet,
  moonwell: ctoken(
    [EVENTS.ctokenMint, 'mintAmount', 'minter'],
    [EVENTS.ctokenRedeem, 'redeemAmount', 'redeemer'],
  ),
  dforce: ctoken(
    [EVENTS.itokenMint, 'mintAmount', 'recipient'],
    [EVENTS.itokenRedeem, 'redeemUnderlyingAmount', 'from'],
  ),
  'morpho-blue': morphoBlue,
};
