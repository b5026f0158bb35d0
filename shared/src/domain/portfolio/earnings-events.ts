// Which on-chain events move money into or out of a position for one wallet, and how one decoded event becomes a
// flow. The API asks the chain for exactly these logs (api/src/modules/earnings) and the accounting (earnings.ts)
// adds them up; the logs each contract shape is read with are in earnings-queries.ts.
import type { AbiEvent, Address, Hex } from 'viem';
import { zeroAddress } from '../chains/evm';
import { withdrawVenue } from '../deposit/withdraw-venue';
import type { BalanceEntry } from './balance';
import type { PositionFlow } from './earnings';
import { SHAPE_QUERIES } from './earnings-queries';
import { SHARE_RATE_SCALE } from './read';
import { balanceEntryKey } from './rows';

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
  /**
   * A log of this query right after (same transaction, previous log) a flow of this kind of the same position is
   * that flow's echo, not money of its own: Comet logs Transfer from nothing after each Supply and to nothing after
   * each Withdraw, and the same Transfer alone when base moves between accounts (transfer, transferFrom).
   */
  echoOf?: PositionFlow['kind'];
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

/** The queries of one portfolio row for one wallet; undefined for a plain stablecoin or a shape Fin cannot read. */
export function earningsPosition(entry: BalanceEntry, wallet: Address): EarningsPosition | undefined {
  const venue = withdrawVenue(entry);
  if (!venue) return undefined;
  const read = SHAPE_QUERIES[venue.method]({ venue, entry, receipt: entry.asset.address as Address, wallet });
  return read && { key: balanceEntryKey(entry), chainId: entry.chainId, entry, ...read };
}

/** Where a flow's log sits: its transaction, its index in the block, and whether it may be another flow's echo. */
export type LoggedFlow = {
  positionKey: string;
  kind: PositionFlow['kind'];
  txHash: string;
  logIndex: number;
  echoOf?: PositionFlow['kind'] | undefined;
};

/** The flows without the echoes (see FlowQuery.echoOf): what is left is each movement of money once. */
export function dropEchoes<T extends LoggedFlow>(flows: readonly T[]): T[] {
  const at = (f: Pick<LoggedFlow, 'positionKey' | 'txHash'>, index: number, kind: string) =>
    `${f.positionKey}|${f.txHash}|${index}|${kind}`;
  const logged = new Set(flows.map((f) => at(f, f.logIndex, f.kind)));
  return flows.filter((f) => !(f.echoOf && logged.has(at(f, f.logIndex - 1, f.echoOf))));
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
