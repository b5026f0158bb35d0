// What the tests of the server's agent share: turning a wallet's agent on and funding it on the devnet's Base,
// reading what it bought from the database, and waiting for the server to do something (a round runs on its own
// clock, so a test waits for its effect in the database, up to a deadline, instead of sleeping a fixed time).
import { DEMO_ACCOUNT } from '@fin/devnet';
import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { asc, eq } from 'drizzle-orm';
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../src/db/client';
import { agentPurchases, agentRounds } from '../../src/db/schema';
import { postJson } from './test-app';

export async function turnAgentOn(apiUrl: string, wallet: Address, proof: Record<string, string>) {
  const on = await postJson(`${apiUrl}/api/agentkit/initialize`, { walletAddress: wallet }, proof);
  if (on.status !== 200) throw new Error(`turning the agent on failed: ${JSON.stringify(on.body)}`);
  return on.body.address as Address;
}

/** The demo wallet sends `amount` USDC to `to` on Base and waits for the receipt. */
export async function sendUsdcOnBase(rpcUrl: string, to: Address, amount: string): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
    transport: http(rpcUrl),
  });
  const hash = await wallet.writeContract({
    chain: null,
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  });
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
}

export async function usdcOnBase(rpcUrl: string, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl), cacheTime: 0 }).readContract({
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export const purchasesOf = (db: Db, wallet: string) =>
  db.select().from(agentPurchases).where(eq(agentPurchases.wallet, wallet)).orderBy(asc(agentPurchases.id));

export async function roundOf(db: Db, wallet: string) {
  const [row] = await db.select().from(agentRounds).where(eq(agentRounds.wallet, wallet));
  return row;
}

/** Resolves with the first truthy value `read` gives, checked every 200 ms; fails with `what` at the deadline. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  deadlineMs = 60_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`still waiting after ${deadlineMs / 1000}s: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
