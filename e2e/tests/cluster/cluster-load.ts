/**
 * Load for the cluster tests, as many users: each request from a client address of its own (so the per-client rate
 * limit never answers), a mix of the yields list, a portfolio and a wallet's notification write. Every outcome is
 * kept with its start and end time, the instance that answered, and the transfer id of each write.
 */
import type { Cluster } from '../../stack/cluster';
import { clientAddress, httpFrom } from '../../stack/http-from';

export type Outcome = {
  kind: 'yields' | 'portfolio' | 'write';
  startedAt: number;
  endedAt: number;
  /** 0 when the connection failed. */
  status: number;
  instance: string | undefined;
  transferId?: string;
  error?: string;
};

export type Load = {
  outcomes: Outcome[];
  /** Resolves once `n` more requests have finished. */
  finished(n: number): Promise<void>;
  stop(): Promise<Outcome[]>;
};

let clients = 0;
let transfers = 0;

function notification(wallet: string, transferId: string) {
  return {
    event: 'transfer.initiated',
    transfer: {
      id: transferId,
      amount: '1.5',
      asset: 'USDC',
      sourceChain: 'base',
      destinationChain: 'arbitrum',
      recipient: wallet,
      status: 'pending',
      timestamp: Date.now(),
      transferMode: 'fast',
    },
  };
}

export function startLoad(cluster: Cluster, opts: { wallet: string; token: string; workers: number }): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const record = (o: Outcome) => {
    outcomes.push(o);
    for (const w of [...waiters])
      if (outcomes.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  const one = async (step: number): Promise<void> => {
    const kind = (['yields', 'portfolio', 'write'] as const)[step % 3] as Outcome['kind'];
    const from = clientAddress(clients++);
    const startedAt = Date.now();
    const transferId =
      kind === 'write' ? `transfer_${Date.now()}${String(transfers++).padStart(5, '0')}` : undefined;
    try {
      const answer =
        kind === 'yields'
          ? await httpFrom(from, `${cluster.url}/api/defi/all-stablecoins`)
          : kind === 'portfolio'
            ? await httpFrom(from, `${cluster.url}/api/portfolio/${opts.wallet}`)
            : await httpFrom(from, `${cluster.url}/api/notifications/trigger`, {
                body: notification(opts.wallet, transferId as string),
                headers: { authorization: `Bearer ${opts.token}` },
              });
      record({
        kind,
        startedAt,
        endedAt: Date.now(),
        status: answer.status,
        instance: answer.instance,
        ...(transferId ? { transferId } : {}),
      });
    } catch (err) {
      record({
        kind,
        startedAt,
        endedAt: Date.now(),
        status: 0,
        instance: undefined,
        error: String(err),
        ...(transferId ? { transferId } : {}),
      });
    }
  };
  const workers = Array.from({ length: opts.workers }, async (_, w) => {
    for (let step = w; running; step += opts.workers) await one(step);
  });
  return {
    outcomes,
    finished: (n) =>
      new Promise((resolve) => {
        const count = outcomes.length + n;
        if (outcomes.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    async stop() {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** A request the user would see fail: no answer, or a server error. */
export const failed = (o: Outcome) => o.status === 0 || o.status >= 500;
