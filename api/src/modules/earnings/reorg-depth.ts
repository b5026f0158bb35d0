// How many blocks at the head each history read takes again (their kept flows are dropped and read anew), per
// chain: enough that a block the chain could still replace is never counted as final. Each depth stays within one
// eth_getLogs range of even a strict provider (2,000 blocks), except Arbitrum's, which is two: the re-read costs one
// or two requests per query on every refresh, so there is no reason to cut closer.
import {
  ARBITRUM_ID,
  AVALANCHE_ID,
  BASE_ID,
  ETHEREUM_ID,
  OPTIMISM_ID,
  POLYGON_ID,
} from '@fin/shared/domain/chains/chains';

const REORG_DEPTH: Record<number, number> = {
  // Proof of stake: a block two epochs (64 slots) deep is finalized; nothing deeper can be replaced without a
  // third of all stake being slashed.
  [ETHEREUM_ID]: 64,
  // OP Stack (Base, Optimism): a sequencer block can be replaced until its batch is on L1 and that L1 block is
  // final, about 15 minutes: 450 blocks at 2 s.
  [BASE_ID]: 450,
  [OPTIMISM_ID]: 450,
  // Arbitrum: the same L1 finality, about 15 minutes at 0.25 s blocks.
  [ARBITRUM_ID]: 3_600,
  // Polygon PoS: reorgs of up to 157 blocks were seen (February 2023) before milestones brought finality in
  // seconds; 256 blocks (about 9 minutes) covers the worst seen with room.
  [POLYGON_ID]: 256,
  // Avalanche C-Chain: an accepted block is final (Snowman); a few blocks cover a node that answered before
  // accepting.
  [AVALANCHE_ID]: 16,
};

/** Blocks re-read at the head on `chainId`; 64 for a chain not listed. */
export function reorgDepth(chainId: number): number {
  return REORG_DEPTH[chainId] ?? 64;
}
