// All of Fin's depositable pools on one chain in two aggregate3 requests (state, then state-dependent rates), with
// the block time they were read at (share prices grow on chain time, which the devnet can move forward).
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { parseAbi } from 'viem';

import { ReadBatch } from '../../../chains/calls';
import type { ChainReader } from '../../../chains/chain-reader';
import { aaveReader } from './aave';
import { cometReader } from './comet';
import { moonwellReader } from './moonwell';
import { morphoVaultsReader } from './morpho-vaults';
import type { OnchainPool } from './pool-reader';
import { sdaiReader } from './sdai';

const blockTimeAbi = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256)']);

export type ChainPools = { pools: OnchainPool[]; chainTime: number | null };

export async function readChainPools(reader: ChainReader, chainId: number): Promise<ChainPools> {
  const readers = [aaveReader, cometReader, moonwellReader, morphoVaultsReader, sdaiReader].map((make) =>
    make(chainId),
  );
  const first = new ReadBatch();
  const blockTime = first.add<bigint>({
    address: MULTICALL3,
    abi: blockTimeAbi,
    functionName: 'getCurrentBlockTimestamp',
  });
  for (const r of readers) r.first(first);
  await first.run(reader, chainId);
  const second = new ReadBatch();
  for (const r of readers) r.second?.(second);
  await second.run(reader, chainId);
  const time = blockTime();
  return { pools: readers.flatMap((r) => r.build()), chainTime: time === undefined ? null : Number(time) };
}
