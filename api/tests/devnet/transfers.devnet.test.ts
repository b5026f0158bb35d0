// A transfer record belongs to whoever burned the USDC, as the source chain says: a real CCTP burn on the devnet,
// recorded first by a stranger (refused, nothing stored), then by the wallet that made it (accepted).
import { DEMO_ACCOUNT } from '@fin/devnet';
import { tokenMessengerV2Abi } from '@fin/shared/cctp/domain/abis';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, createWalletClient, erc20Abi, http, pad, parseUnits, zeroHash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { devnetAppForFile } from '../support/devnet-app';
import { envelopeCode, getJson, postJson } from '../support/test-app';
import { bearer, KEY_0, KEY_2, signIn } from '../support/wallet-session';

const app = devnetAppForFile();

const BASE = 8453;
const ARBITRUM = 42161;
const OWNER = DEMO_ACCOUNT.address;
const STRANGER = privateKeyToAccount(KEY_2).address;

async function burnOnBase(amount: bigint): Promise<`0x${string}`> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
    transport: http(app.net.devnet.chain(BASE).rpcUrl),
  });
  const client = app.net.devnet.publicClient(BASE);
  const usdc = getTokenAddress('USDC', BASE) as Address;
  const approve = await wallet.writeContract({
    chain: null,
    address: usdc,
    abi: erc20Abi,
    functionName: 'approve',
    args: [CCTP_V2.tokenMessenger, amount],
  });
  await client.waitForTransactionReceipt({ hash: approve });
  const burn = await wallet.writeContract({
    chain: null,
    address: CCTP_V2.tokenMessenger,
    abi: tokenMessengerV2Abi,
    functionName: 'depositForBurn',
    args: [amount, 3, pad(OWNER), usdc, zeroHash, 0n, 2000],
  });
  await client.waitForTransactionReceipt({ hash: burn });
  return burn;
}

const record = (recipient: string, txHash: string, approveTxHash?: string) => ({
  id: `transfer_${Date.now()}`,
  amount: '12',
  asset: 'USDC',
  sourceChain: BASE,
  destinationChain: ARBITRUM,
  recipient,
  status: 'burned',
  timestamp: Date.now(),
  transferMode: 'standard',
  txHash,
  maxFee: '0',
  updatedAt: Date.now(),
  ...(approveTxHash ? { approveTxHash } : {}),
});

describe('a burn belongs to whoever burned it', () => {
  it('a stranger recording the burn first is refused; the owner records it', async () => {
    const burn = await burnOnBase(parseUnits('12', 6));
    const stranger = bearer(await signIn(app.api.url, KEY_2));
    const claimed = await postJson(`${app.api.url}/api/transfers`, record(STRANGER, burn), stranger);
    expect(claimed.status).toBe(403);
    expect(String((claimed.body.error as { message: string }).message)).toBe(
      'This burn on Base was made by another wallet; only the wallet that burned it can record it',
    );
    const theirs = await getJson(`${app.api.url}/api/transfers/${STRANGER}`, { headers: stranger });
    expect(theirs.body.transfers).toEqual([]);

    const owner = bearer(await signIn(app.api.url, KEY_0));
    const saved = await postJson(`${app.api.url}/api/transfers`, record(OWNER, burn), owner);
    expect(saved.status).toBe(200);
    expect(saved.body.transfer).toMatchObject({ txHash: burn, recipient: OWNER });
    const mine = await getJson(`${app.api.url}/api/transfers/${OWNER}`, { headers: owner });
    expect((mine.body.transfers as { txHash: string }[]).map((t) => t.txHash)).toEqual([burn]);
  });

  it('without a sign-in the burn is saved for the wallet that made it, with the mode the chain shows', async () => {
    const burn = await burnOnBase(parseUnits('7', 6));
    // A stranger cannot put the owner's burn in its own name, signed in or not.
    const claimed = await postJson(`${app.api.url}/api/transfers`, record(STRANGER, burn));
    expect(claimed.status).toBe(403);
    // The page saves it without asking for a signature: the chain names the owner as the depositor.
    const saved = await postJson(`${app.api.url}/api/transfers`, {
      ...record(OWNER, burn),
      transferMode: 'fast',
      status: 'completed',
    });
    expect(saved.status).toBe(200);
    // Threshold 2000 on chain: a standard burn, whatever the record said; nothing past the burn is taken.
    expect(saved.body.transfer).toMatchObject({ txHash: burn, recipient: OWNER, transferMode: 'standard' });
    expect((saved.body.transfer as { status: string }).status).toBe('burned');
    const owner = bearer(await signIn(app.api.url, KEY_0));
    const mine = await getJson(`${app.api.url}/api/transfers/${OWNER}`, { headers: owner });
    expect((mine.body.transfers as { txHash: string }[]).map((t) => t.txHash)).toContain(burn);
  });

  it('a transaction that is not a burn (the approval) is refused with the reason', async () => {
    const usdc = getTokenAddress('USDC', BASE) as Address;
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
      transport: http(app.net.devnet.chain(BASE).rpcUrl),
    });
    const approve = await wallet.writeContract({
      chain: null,
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [CCTP_V2.tokenMessenger, 1n],
    });
    await app.net.devnet.publicClient(BASE).waitForTransactionReceipt({ hash: approve });
    const owner = bearer(await signIn(app.api.url, KEY_0));
    const r = await postJson(`${app.api.url}/api/transfers`, record(OWNER, approve), owner);
    expect(r.status).toBe(409);
    expect(envelopeCode(r.body)).toBe('BURN_NOT_FOUND');
    expect(String((r.body.error as { message: string }).message)).toContain('not a CCTP burn');
  });
});
