// All of Fin's depositable pools on one chain in two aggregate3 requests (state, then state-dependent rates).

import { ReadBatch } from '../../../chains/calls';
import type { ChainReader } from '../../../chains/chain-reader';
import { aaveReader } from './aave';
import { cometReader } from './comet';
import { moonwellReader } from './moonwell';
import { morphoVaultsReader } from './morpho-vaults';
import type { OnchainPool } from './pool-reader';
import { sdaiReader } from './sdai';

export async function readChainPools(reader: ChainReader, chainId: number): Promise<OnchainPool[]> {
  const readers = [aaveReader, cometReader, moonwellReader, morphoVaultsReader, sdaiReader].map((make) =>
    make(chainId),
  );
  const first = new ReadBatch();
  for (const r of readers) r.first(first);
  await first.run(reader, chainId);
  const second = new ReadBatch();
  for (const r of readers) r.second?.(second);
  await second.run(reader, chainId);
  return readers.flatMap((r) => r.build());
}
