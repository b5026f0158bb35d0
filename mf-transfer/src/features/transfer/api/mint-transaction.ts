// The mint of a minted burn, read from the destination chain: MessageTransmitterV2 emits MessageReceived with the
// message's nonce indexed (devnet/contracts/cctp/MessageTransmitterV2.sol, as Circle's evm-cctp-contracts
// src/v2/MessageTransmitterV2.sol), so a log filter on the nonce finds it. The recovery page knows the burn is
// minted (usedNonces) but not when: it looks back from the newest block in windows a public RPC accepts, and stops
// at the burn's own time, since a mint cannot come before its burn.
import { getChain } from '@fin/shared/domain/chains/chains';
import { type Hash, type Hex, type PublicClient, parseAbiItem } from 'viem';

const MESSAGE_RECEIVED = parseAbiItem(
  'event MessageReceived(address indexed caller, uint32 sourceDomain, bytes32 indexed nonce, bytes32 sender, uint32 indexed finalityThresholdExecuted, bytes messageBody)',
);

/** Blocks per eth_getLogs call: within the 2,000-block range common public RPCs allow with an address filter. */
export const MINT_SEARCH_WINDOW = 2_000n;
/** How many windows back at most (100,000 blocks: about 2.3 days on Base, 7 hours on Arbitrum). */
export const MINT_SEARCH_WINDOWS = 50;
/** Clocks of two chains differ by a few seconds; an hour of slack never stops the search before the mint. */
const CLOCK_SLACK_SECONDS = 3_600n;

type Reader = Pick<PublicClient, 'getBlockNumber' | 'getBlock' | 'getLogs' | 'getTransactionReceipt'>;

export type MintSearch = {
  source: Reader;
  destination: Reader;
  sourceChainId: number;
  destinationChainId: number;
  burnTxHash: Hash;
  nonce: Hex;
};

/** The mint transaction's hash, or null when it is not within the blocks searched. */
export async function findMintTransaction(search: MintSearch): Promise<Hash | null> {
  const transmitter = getChain(search.destinationChainId)?.contracts.messageTransmitter;
  const sourceDomain = getChain(search.sourceChainId)?.cctpDomain;
  if (!transmitter || sourceDomain === undefined) return null;
  const burnReceipt = await search.source.getTransactionReceipt({ hash: search.burnTxHash });
  const burnTime = (await search.source.getBlock({ blockNumber: burnReceipt.blockNumber })).timestamp;
  let to = await search.destination.getBlockNumber();
  for (let n = 0; n < MINT_SEARCH_WINDOWS; n++) {
    const from = to >= MINT_SEARCH_WINDOW - 1n ? to - MINT_SEARCH_WINDOW + 1n : 0n;
    const logs = await search.destination.getLogs({
      address: transmitter,
      event: MESSAGE_RECEIVED,
      args: { nonce: search.nonce },
      fromBlock: from,
      toBlock: to,
    });
    const mint = logs.find((l) => l.args.sourceDomain === sourceDomain);
    if (mint?.transactionHash) return mint.transactionHash;
    if (from === 0n) return null;
    const start = await search.destination.getBlock({ blockNumber: from });
    if (start.timestamp + CLOCK_SLACK_SECONDS < burnTime) return null;
    to = from - 1n;
  }
  return null;
}
