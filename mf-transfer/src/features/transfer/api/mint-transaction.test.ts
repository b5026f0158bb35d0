// The mint search against a stand-in destination chain: where the MessageReceived log of the nonce is, how many
// block windows are asked for, and where the search gives up (before the burn, or at block 0).
import { getChain } from '@fin/shared/domain/chains/chains';
import type { Hash, Hex } from 'viem';
import { findMintTransaction, MINT_SEARCH_WINDOW } from './mint-transaction';

const NONCE = `0x${'ab'.repeat(32)}` as Hex;
const OTHER_NONCE = `0x${'cd'.repeat(32)}` as Hex;
const BURN = `0x${'11'.repeat(32)}` as Hash;
const MINT = `0x${'22'.repeat(32)}` as Hash;
const OPTIMISM = 10;
const ARBITRUM = 42161;
const OPTIMISM_DOMAIN = getChain(OPTIMISM)?.cctpDomain as number;

type Log = { block: bigint; nonce: Hex; sourceDomain: number; hash: Hash };

/** A destination chain with one block per 2 s, and a source whose burn sits at `burnTime`. */
function chains(o: { latest: bigint; logs: Log[]; burnTime: bigint }) {
  const windows: [bigint, bigint][] = [];
  const destination = {
    getBlockNumber: async () => o.latest,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({
      timestamp: 1_000_000n + blockNumber * 2n,
    }),
    getLogs: async (q: { args: { nonce: Hex }; fromBlock: bigint; toBlock: bigint; address: string }) => {
      expect(q.address).toBe(getChain(ARBITRUM)?.contracts.messageTransmitter);
      windows.push([q.fromBlock, q.toBlock]);
      return o.logs
        .filter((l) => l.nonce === q.args.nonce && l.block >= q.fromBlock && l.block <= q.toBlock)
        .map((l) => ({ transactionHash: l.hash, args: { nonce: l.nonce, sourceDomain: l.sourceDomain } }));
    },
    getTransactionReceipt: async () => {
      throw new Error('not asked on the destination');
    },
  };
  const source = {
    getBlockNumber: async () => 0n,
    getBlock: async () => ({ timestamp: o.burnTime }),
    getLogs: async () => [],
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
      expect(hash).toBe(BURN);
      return { blockNumber: 77n };
    },
  };
  const search = {
    source: source as never,
    destination: destination as never,
    sourceChainId: OPTIMISM,
    destinationChainId: ARBITRUM,
    burnTxHash: BURN,
    nonce: NONCE,
  };
  return { windows, search };
}

test('finds the mint in the newest blocks with one log query', async () => {
  const { windows, search } = chains({
    latest: 50_000n,
    burnTime: 1_000_000n + 49_000n * 2n,
    logs: [{ block: 49_500n, nonce: NONCE, sourceDomain: OPTIMISM_DOMAIN, hash: MINT }],
  });
  expect(await findMintTransaction(search)).toBe(MINT);
  expect(windows).toEqual([[50_000n - MINT_SEARCH_WINDOW + 1n, 50_000n]]);
});

test('looks further back, window by window, down to block 0 on a young chain', async () => {
  const { windows, search } = chains({
    latest: 4_500n,
    burnTime: 1_000_000n,
    logs: [{ block: 10n, nonce: NONCE, sourceDomain: OPTIMISM_DOMAIN, hash: MINT }],
  });
  expect(await findMintTransaction(search)).toBe(MINT);
  expect(windows).toEqual([
    [2_501n, 4_500n],
    [501n, 2_500n],
    [0n, 500n],
  ]);
});

test('stops once the blocks are older than the burn (an hour of clock slack), without the mint', async () => {
  const { windows, search } = chains({
    latest: 100_000n,
    // The burn happened at the time of destination block 95,000; an hour is 1,800 blocks here.
    burnTime: 1_000_000n + 95_000n * 2n,
    logs: [{ block: 90_000n, nonce: OTHER_NONCE, sourceDomain: OPTIMISM_DOMAIN, hash: MINT }],
  });
  expect(await findMintTransaction(search)).toBeNull();
  expect(windows.at(-1)?.[0]).toBeLessThanOrEqual(95_000n - 1_800n);
  expect(windows.length).toBeLessThanOrEqual(5);
});

test('ignores a message with the same nonce from another source domain', async () => {
  const { search } = chains({
    latest: 1_000n,
    burnTime: 1_000_000n,
    logs: [{ block: 500n, nonce: NONCE, sourceDomain: OPTIMISM_DOMAIN + 1, hash: MINT }],
  });
  expect(await findMintTransaction(search)).toBeNull();
});
