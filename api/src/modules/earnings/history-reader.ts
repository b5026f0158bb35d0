// Reads one wallet's positions on one chain into the kept history (history-store.ts): on the first read, every block
// from the first block of each position's contracts (no flow of it can be older) to the head, in ranges the
// provider accepts, each range's flows and cursor kept as soon as it is read so a restart or another instance
// carries on from there; afterwards only the blocks since, plus the last `reorgDepth` blocks again (their flows are
// dropped and read anew, so a block the chain replaced never counts). One instance at a time per wallet and chain.
import { decodeFlow, dropEchoes, type EarningsPosition } from '@fin/shared/domain/portfolio/earnings-events';
import type { Address, PublicClient } from 'viem';
import { sharesAt } from './adapter';
import type { HistoryStore, StoredFlow } from './history-store';
import { type Progress, probeRange, type RangeSize, readQueryLogs } from './log-reader';

export type HistoryReadOptions = {
  client: PublicClient;
  store: HistoryStore;
  chainId: number;
  wallet: Address;
  positions: readonly EarningsPosition[];
  head: number;
  owner: string;
  leaseMs: number;
  /** Blocks at the head read again on every read (see REORG_DEPTH in history-limits.ts). */
  reorgDepth: number;
  range: RangeSize;
  /** First block with code of a contract, remembered per instance (contracts do not move). */
  codeStart: (client: PublicClient, chainId: number, address: Address, head: number) => Promise<number>;
  now?: () => number;
};

/** 'busy' when another instance holds the read; 'lost' when the lease ran out under this one (it stops writing). */
export type HistoryReadOutcome = 'done' | 'busy' | 'lost';

type Plan = { position: EarningsPosition; next: number; forgetFrom?: number };

/** Another instance took the read over (this one's lease ran out): stop without writing. */
class LeaseLost extends Error {}

/**
 * Renews the lease while the provider answers, at most every third of its length: a long range split many times
 * keeps it, and a read whose node stopped answering lets it run out for another instance to take over.
 */
function leaseKeeper(o: HistoryReadOptions, wallet: string, now: () => number) {
  let renewedAt = now();
  return {
    renewed: () => {
      renewedAt = now();
    },
    keep: async () => {
      if (now() - renewedAt < o.leaseMs / 3) return;
      if (!(await o.store.claim(wallet, o.chainId, o.owner, now(), o.leaseMs))) throw new LeaseLost();
      renewedAt = now();
    },
  };
}

export async function readHistory(o: HistoryReadOptions): Promise<HistoryReadOutcome> {
  const now = o.now ?? Date.now;
  const wallet = o.wallet.toLowerCase();
  if (!(await o.store.claim(wallet, o.chainId, o.owner, now(), o.leaseMs))) return 'busy';
  const lease = leaseKeeper(o, wallet, now);
  try {
    const plans = await plan(o, wallet);
    // Finding each contract's first block took requests of its own: hold the lease from now on.
    if (!(await o.store.claim(wallet, o.chainId, o.owner, now(), o.leaseMs))) return 'lost';
    lease.renewed();
    await o.store.retarget(wallet, o.chainId, o.head);
    while (true) {
      const due = plans.filter((p) => p.next <= o.head);
      if (due.length === 0) {
        // A finished read frees the chain at once for the next one, here or on another instance.
        await o.store.release(wallet, o.chainId, o.owner);
        return 'done';
      }
      const from = Math.min(...due.map((p) => p.next));
      let to = Math.min(o.head, from + o.range.blocks - 1);
      const first = due[0]?.position.queries[0];
      if (!o.range.proven && first && to > from) {
        await probeRange(o.client, first, from, to, o.range);
        to = Math.min(to, from + o.range.blocks - 1);
      }
      const reading = due.filter((p) => p.next <= to);
      const flows = (await Promise.all(reading.map((p) => readPosition(o, p, to, lease.keep)))).flat();
      const kept = await o.store.commit(
        wallet,
        o.chainId,
        o.owner,
        { now: now(), leaseMs: o.leaseMs },
        {
          flows,
          readTo: new Map(reading.map((p) => [p.position.key, { readTo: to, complete: to >= o.head }])),
          forgetFrom: new Map(
            reading.flatMap((p) => (p.forgetFrom === undefined ? [] : [[p.position.key, p.forgetFrom]])),
          ),
        },
      );
      if (!kept) return 'lost';
      lease.renewed();
      for (const p of reading) {
        p.next = to + 1;
        delete p.forgetFrom;
      }
    }
  } catch (err) {
    if (err instanceof LeaseLost) return 'lost';
    await o.store.release(wallet, o.chainId, o.owner).catch(() => undefined);
    throw err;
  }
}

/** Where each position's read begins: after its cursor (less the re-read blocks once complete), or its start. */
async function plan(o: HistoryReadOptions, wallet: string): Promise<Plan[]> {
  const cursors = new Map((await o.store.cursors(wallet, o.chainId)).map((c) => [c.positionKey, c]));
  const plans: Plan[] = [];
  for (const position of o.positions) {
    let cursor = cursors.get(position.key);
    if (!cursor) {
      const addresses = [...new Set(position.queries.map((q) => q.address.toLowerCase() as Address))];
      const starts = await Promise.all(addresses.map((a) => o.codeStart(o.client, o.chainId, a, o.head)));
      const startBlock = Math.min(...starts);
      const fresh = { wallet, chainId: o.chainId, positionKey: position.key, startBlock };
      await o.store.open({ ...fresh, readTo: startBlock - 1, targetBlock: o.head });
      cursor = { ...fresh, readTo: startBlock - 1, targetBlock: o.head, complete: false };
    }
    if (!cursor.complete) {
      plans.push({ position, next: cursor.readTo + 1 });
      continue;
    }
    // A head below the cursor means the chain replaced blocks already read: re-read from the depth below the head.
    const again = Math.max(cursor.startBlock, Math.min(cursor.readTo, o.head) - o.reorgDepth + 1);
    plans.push({ position, next: again, forgetFrom: again });
  }
  return plans;
}

/** One position's flows from its next block to `to`: every query's logs, decoded, echoes dropped, dated. */
async function readPosition(
  o: HistoryReadOptions,
  p: Plan,
  to: number,
  keep: Progress,
): Promise<StoredFlow[]> {
  const { position } = p;
  const perQuery = await Promise.all(
    position.queries.map(async (query) => {
      const logs = await readQueryLogs(o.client, query, p.next, to, o.range, keep);
      const out = [];
      for (const log of logs) {
        const flow = decodeFlow(query, log.args, o.wallet);
        if (!flow || log.transactionHash === null || log.logIndex === null) continue;
        const blockNumber = Number(log.blockNumber);
        const assets =
          flow.unit === 'assets' || !position.shareToken
            ? flow.amount
            : await sharesAt(o.client, position.shareToken, flow.amount, blockNumber);
        out.push({
          positionKey: position.key,
          blockNumber,
          logIndex: log.logIndex,
          txHash: log.transactionHash,
          kind: flow.kind,
          echoOf: query.echoOf,
          assets,
        });
      }
      return out;
    }),
  );
  const flows = dropEchoes(perQuery.flat());
  const times = new Map<number, number>();
  for (const b of new Set(flows.map((f) => f.blockNumber))) {
    times.set(b, Number((await o.client.getBlock({ blockNumber: BigInt(b) })).timestamp));
  }
  return flows.map(({ echoOf: _echo, ...f }) => ({ ...f, timestamp: times.get(f.blockNumber) ?? 0 }));
}

/**
 * The first block at which `address` has code (its deployment), by halving [0, head]: about 20 requests for a
 * million blocks, once per contract. A node that cannot say for old blocks (not an archive) gives 0: the read then
 * starts at genesis, slower but never missing a flow.
 */
export async function firstBlockWithCode(
  client: PublicClient,
  address: Address,
  head: number,
): Promise<number> {
  const hasCode = async (block: number) => {
    const code = await client.getCode({ address, blockNumber: BigInt(block) });
    return code !== undefined && code !== '0x';
  };
  try {
    if (!(await hasCode(head))) return head;
    let lo = 0;
    let hi = head;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (await hasCode(mid)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  } catch {
    return 0;
  }
}
