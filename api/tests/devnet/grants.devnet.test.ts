// Grants the chain enforces (issue 41): two wallets become smart accounts by EIP-7702 and grant their own agents a
// delegation to Aave V3 and CCTP on Base. An allowed deposit goes through the grant; everything outside it, sent
// by the agent's key straight to the DelegationManager with no simulation, reverts on chain; neither agent can
// act for the other wallet; bad grants are refused in words before anything is stored.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { moveGasWei } from '@fin/shared/domain/agent/move-gas';
import { AAVE_V3_POOL, CCTP_V2, COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { caveatsForCall, caveatsForGroup, groupCount } from '@fin/shared/domain/grant/caveats';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import type { GrantRequest } from '@fin/shared/domain/grant/grant';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { GrantListResponse, GrantView } from '@fin/shared/schemas/grant';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  pad,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAgentKeys } from '../../src/modules/agentkit/wallet';
import { revertReason } from '../../src/modules/grants/chain';
import { disableCalldata } from '../../src/modules/grants/kit';
import { rowInput } from '../../src/modules/grants/terms';
import { moveTimeForward } from '../support/devnet';
import { devnetAppForFile } from '../support/devnet-app';
import { devChain, grantThroughApi, rawRedeem, upgradeToSmartAccount } from '../support/grants';
import { envelopeCode, getJson } from '../support/test-app';
import { bearer, KEY_0, KEY_1, signIn } from '../support/wallet-session';

const app = devnetAppForFile();
const BASE = 8453;
const USDC = getTokenAddress('USDC', BASE) as Address;
const AAVE = AAVE_V3_POOL[BASE] as Address;
const COMET = COMPOUND_V3_COMET_USDC[BASE] as Address;
const A = DEMO_ACCOUNT.address;
const B = privateKeyToAccount(KEY_1).address;
const POOL_ABI = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
]);
const BURN_ABI = parseAbi([
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
]);

let rpcUrl: string;
let base: ReturnType<typeof createPublicClient>;
const proof: Record<string, Record<string, string>> = {};

const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
const supply = (amount: bigint, onBehalfOf: Address) =>
  encodeFunctionData({ abi: POOL_ABI, functionName: 'supply', args: [USDC, amount, onBehalfOf, 0] });
const burn = (amount: bigint, recipient: Address) =>
  encodeFunctionData({
    abi: BURN_ABI,
    functionName: 'depositForBurn',
    args: [amount, 3, pad(recipient), USDC, pad('0x'), 0n, 2000],
  });
const usdc = (n: string) => parseUnits(n, 6);
const balance = (who: Address) =>
  base.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [who] });

async function request(overrides: Partial<GrantRequest> = {}): Promise<GrantRequest> {
  const now = Number((await base.getBlock()).timestamp);
  return {
    chainId: BASE,
    venues: [AAVE, CCTP_V2.tokenMessenger],
    dailyCapUsdc: '100',
    expiresAt: now + 3_600,
    maxCalls: 20,
    ...overrides,
  };
}

const agentOf = (wallet: Address) => {
  const keys = resolveAgentKeys(app.api.deps.config, app.api.deps.rpc);
  if (keys.mode !== 'live') throw new Error(keys.reason);
  return keys.derive(wallet);
};

async function grantsOf(wallet: Address): Promise<GrantView[]> {
  const res = await getJson(`${app.api.url}/api/grants?walletAddress=${wallet}`, { headers: proof[wallet] });
  expect(res.status).toBe(200);
  return (res.body as unknown as GrantListResponse).grants;
}

/** The agent's own transaction outside Fin's code: its receipt status says what the chain did. */
async function agentSends(
  wallet: Address,
  grant: GrantView,
  calls: { to: Address; data: Hex }[],
  group?: number,
) {
  const input = rowInput({
    ...grant,
    wallet,
    dailyCapUnits: BigInt(grant.dailyCapUnits),
    startDate: 0,
  } as never);
  const caveats = grant.delegation.caveats;
  const agent = agentOf(wallet);
  const { hash, data } = await rawRedeem(
    agent,
    BASE,
    rpcUrl,
    grant.delegation,
    calls.map((c) => ({
      ...c,
      caveats:
        group === undefined
          ? caveatsForCall(caveats, input, c.to, c.data)
          : caveatsForGroup(caveats, input, group),
    })),
  );
  const { status } = await base.waitForTransactionReceipt({ hash });
  return status === 'success' ? 'success' : `reverted: ${await why(agent.address, data)}`;
}

/** Why the chain refused it: the same call replayed as eth_call gives the enforcer's own words. */
async function why(from: Address, data: Hex): Promise<string> {
  try {
    await base.call({ account: from, to: DELEGATION_FRAMEWORK.DelegationManager, data });
    return 'no revert on replay';
  } catch (err) {
    return revertReason(err);
  }
}

beforeAll(async () => {
  rpcUrl = app.net.devnet.chain(BASE).rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  proof[A] = bearer(await signIn(app.api.url, KEY_0));
  proof[B] = bearer(await signIn(app.api.url, KEY_1));
  const test = app.net.devnet.testClient(BASE);
  for (const [key, wallet] of [
    [KEY_0, A],
    [KEY_1, B],
  ] as const) {
    await base.waitForTransactionReceipt({ hash: await upgradeToSmartAccount(key, BASE, rpcUrl) });
    await test.setBalance({ address: agentOf(wallet).address, value: parseEther('1') });
  }
  const faucet = createWalletClient({
    account: privateKeyToAccount(KEY_0),
    chain: devChain(BASE, rpcUrl),
    transport: http(),
  });
  await base.waitForTransactionReceipt({
    hash: await faucet.writeContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [B, usdc('1000')],
    }),
  });
});

describe('a grant the chain enforces', () => {
  it('refuses a grant with no venue, a cap of 0, an end in the past or a venue Fin cannot deposit into, in words', async () => {
    const cases: [Partial<GrantRequest>, RegExp][] = [
      [{ venues: [] }, /at least one place/],
      [{ dailyCapUsdc: '0' }, /more than 0 USDC/],
      [{ expiresAt: 1_000 }, /end date has passed/],
      [{ venues: [USDC] }, /Fin cannot deposit into/],
    ];
    for (const [bad, words] of cases) {
      const res = await grantThroughApi(
        app.api.url,
        KEY_0,
        proof[A] as Record<string, string>,
        await request(bad),
      );
      expect(res.status).toBe(400);
      expect(envelopeCode(res.body)).toBe('GRANT_REFUSED');
      expect(JSON.stringify(res.body)).toMatch(words);
    }
    expect(await grantsOf(A)).toEqual([]);
  });

  it('stores each wallet its own grant; neither reads the other', async () => {
    for (const [key, wallet] of [
      [KEY_0, A],
      [KEY_1, B],
    ] as const) {
      const res = await grantThroughApi(
        app.api.url,
        key,
        proof[wallet] as Record<string, string>,
        await request(),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'active', callsLeft: 20, dailyCapUnits: '100000000' });
    }
    const [a] = await grantsOf(A);
    const [b] = await grantsOf(B);
    expect(a?.delegation.delegate).toBe(agentOf(A).address);
    expect(b?.delegation.delegate).toBe(agentOf(B).address);
    const other = await getJson(`${app.api.url}/api/grants?walletAddress=${A}`, { headers: proof[B] });
    expect(other.status).toBe(403);
  });

  it("deposits through the grant from the agent's account, within the gas a move is priced at; by hand costs less", async () => {
    const before = await balance(A);
    const result = await app.api.deps.grantPort.redeemThroughGrant(A, BASE, [
      { to: USDC, data: approve(AAVE, usdc('40')) },
      { to: AAVE, data: supply(usdc('40'), A) },
    ]);
    expect(result.ok).toBe(true);
    expect(before - (await balance(A))).toBe(usdc('40'));
    const [grant] = await grantsOf(A);
    expect(grant).toMatchObject({ spentTodayUnits: '40000000', callsLeft: 18 });
    const record = await app.api.deps.grantPort.grant(A);
    expect(record).toMatchObject({
      dailyCapUnits: usdc('100'),
      spentTodayUnits: usdc('40'),
      movesLeft: 18,
      revoked: false,
    });
    // The same move signed by hand: B's key sends approve and supply itself.
    const hand = createWalletClient({
      account: privateKeyToAccount(KEY_1),
      chain: devChain(BASE, rpcUrl),
      transport: http(),
    });
    let byHand = 0n;
    for (const [to, data] of [
      [USDC, approve(AAVE, usdc('40'))],
      [AAVE, supply(usdc('40'), B)],
    ] as const) {
      byHand += (await base.waitForTransactionReceipt({ hash: await hand.sendTransaction({ to, data }) }))
        .gasUsed;
    }
    const delegated = result.ok ? result.gasUsed : 0n;
    console.log(`gas: delegated move ${delegated} (one transaction), by hand ${byHand} (two)`);
    // The delegation's checks (caveat enforcers, the smart account) cost gas the owner's own two transactions do not:
    // the agent's account pays it, and a move is priced (move-gas.ts: what its account must hold) at 2,000,000.
    expect(delegated).toBeGreaterThan(byHand);
    expect(moveGasWei(1n)).toBeGreaterThan(delegated);
  });

  it("reverts on chain whatever the agent's key sends outside the grant", async () => {
    const [grant] = (await grantsOf(A)) as [GrantView];
    const input = rowInput({ ...grant, wallet: A, dailyCapUnits: 0n, startDate: 0 } as never);
    const agent = agentOf(A).address;
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [agent, usdc('1')],
    });
    for (let group = 0; group < groupCount(input); group++)
      expect(await agentSends(A, grant, [{ to: USDC, data: transfer }], group)).toMatch(
        /^reverted: .*Allowed(Methods|Targets)Enforcer:/,
      );
    expect(await agentSends(A, grant, [{ to: USDC, data: approve(agent, usdc('1')) }])).toMatch(
      /^reverted: .*AllowedCalldataEnforcer:invalid-calldata/,
    );
    // A pool not granted (Compound V3 on Base): neither its approval nor its supply passes.
    const cometSupply = encodeFunctionData({
      abi: parseAbi(['function supply(address asset, uint256 amount)']),
      functionName: 'supply',
      args: [USDC, usdc('1')],
    });
    expect(await agentSends(A, grant, [{ to: COMET, data: cometSupply }])).toMatch(
      /^reverted: .*AllowedTargetsEnforcer:target-address-not-allowed/,
    );
    expect(await agentSends(A, grant, [{ to: USDC, data: approve(COMET, usdc('1')) }])).toMatch(
      /^reverted: .*AllowedCalldataEnforcer:invalid-calldata/,
    );
    expect(await agentSends(A, grant, [{ to: AAVE, data: supply(usdc('1'), agent) }])).toMatch(
      /^reverted: .*AllowedCalldataEnforcer:invalid-calldata/,
    );
    expect(
      await agentSends(A, grant, [
        { to: USDC, data: approve(CCTP_V2.tokenMessenger, usdc('2')) },
        { to: CCTP_V2.tokenMessenger, data: burn(usdc('2'), agent) },
      ]),
    ).toMatch(/^reverted: .*AllowedCalldataEnforcer:invalid-calldata/);
    expect(
      await agentSends(A, grant, [
        { to: USDC, data: approve(CCTP_V2.tokenMessenger, usdc('2')) },
        { to: CCTP_V2.tokenMessenger, data: burn(usdc('2'), A) },
      ]),
    ).toBe('success');
    // Over the day's cap: 40 + 2 spent, 60 more would be 102 of 100.
    expect(
      await agentSends(A, grant, [
        { to: USDC, data: approve(AAVE, usdc('60')) },
        { to: AAVE, data: supply(usdc('60'), A) },
      ]),
    ).toMatch(/^reverted: .*PeriodOutflowEnforcer:period-amount-exceeded/);
    const refused = await app.api.deps.grantPort.redeemThroughGrant(A, BASE, [
      { to: AAVE, data: supply(usdc('60'), A) },
    ]);
    expect(refused).toMatchObject({ ok: false, sent: false });
  });

  it('neither agent can act for the other wallet', async () => {
    const [b] = (await grantsOf(B)) as [GrantView];
    const input = rowInput({ ...b, wallet: B, dailyCapUnits: 0n, startDate: 0 } as never);
    const calls = [{ to: USDC, data: approve(AAVE, usdc('1')) }];
    const { hash, data } = await rawRedeem(
      agentOf(A),
      BASE,
      rpcUrl,
      b.delegation,
      calls.map((c) => ({ ...c, caveats: caveatsForCall(b.delegation.caveats, input, c.to, c.data) })),
    );
    expect((await base.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await why(agentOf(A).address, data)).toMatch(/InvalidDelegate|0x/);
  });

  it('one transaction of the wallet revokes it on chain; the agent then reverts and the API says revoked', async () => {
    const [grant] = (await grantsOf(A)) as [GrantView];
    const owner = createWalletClient({
      account: privateKeyToAccount(KEY_0),
      chain: devChain(BASE, rpcUrl),
      transport: http(),
    });
    const data = disableCalldata(grant.delegation);
    await base.estimateGas({ account: A, to: DELEGATION_FRAMEWORK.DelegationManager, data });
    await base.waitForTransactionReceipt({
      hash: await owner.sendTransaction({ to: DELEGATION_FRAMEWORK.DelegationManager, data }),
    });
    expect(await agentSends(A, grant, [{ to: USDC, data: approve(AAVE, usdc('1')) }])).toMatch(/^reverted: /);
    expect((await grantsOf(A))[0]?.status).toBe('revoked');
    expect(await app.api.deps.grantPort.grant(A)).toBeNull();
  });

  it('after its end the grant reverts on chain and reads expired', async () => {
    const [b] = (await grantsOf(B)) as [GrantView];
    expect(await agentSends(B, b, [{ to: USDC, data: approve(AAVE, usdc('1')) }])).toBe('success');
    await moveTimeForward(app.net, 3_700);
    expect(await agentSends(B, b, [{ to: USDC, data: approve(AAVE, usdc('1')) }])).toMatch(
      /^reverted: .*TimestampEnforcer:expired-delegation/,
    );
    expect((await grantsOf(B))[0]?.status).toBe('expired');
  });
});
