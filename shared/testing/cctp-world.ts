// A fake CCTP world for the transfer driver's unit tests: chains that keep USDC balances, allowances, the
// messenger's minimum fee and the transmitter's used nonces, and answer the driver's reads, sends and receipts; a
// wallet that can refuse; and an attestation service that answers Iris V2's message reads as Circle does (404 until
// it has seen the burn, pending, then the signed message), re-attests, and reports a forwarded burn's relayer. The
// messages it signs are real CCTP V2 message bytes, so the driver's own decoding and checks run on them.
import {
  type Address,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  type Hash,
  type Hex,
  keccak256,
  numberToHex,
  type PublicClient,
  pad,
  toHex,
} from 'viem';
import { messageTransmitterV2Abi, tokenMessengerV2Abi, usdcAbi } from '../src/cctp/domain/abis';
import { getChain, getChainByDomain } from '../src/domain/chains/chains';
import type { CctpDeps, TxRequest } from '../src/web3/cctp-steps';

const ABI = [...usdcAbi, ...tokenMessengerV2Abi, ...messageTransmitterV2Abi];
export const WALLET = '0x00000000000000000000000000000000000a11ce' as Address;
export const IRIS = 'http://iris.test';
const SIGNATURE = `0x${'5a'.repeat(65)}` as Hex;

type Receipt = { status: 'success' | 'reverted'; logs: unknown[]; transactionHash: Hash };
type Chain = {
  usdc: Map<string, bigint>;
  allowance: bigint;
  minFee: bigint;
  used: Set<string>;
  block: bigint;
};

/** What Circle knows of one burn. */
export type IrisBurn = {
  sourceDomain: number;
  nonce: Hex;
  message: Hex;
  /** Message reads before the burn is seen (404), then before it is signed (pending). */
  unseenReads: number;
  pendingReads: number;
  reads: number;
  forward?: { state: 'PENDING' | 'CONFIRMED' | 'FAILED'; txHash?: Hash; errorCode?: string };
};

type Faults = {
  /** The wallet refuses the next request of this label ('Approve USDC', 'Burn USDC', 'Mint USDC') or the switch. */
  refuse?: string;
  /** The wallet refuses to move to this chain. */
  refuseSwitchTo?: number;
  /** The next mint reverts with 'Message expired' (a fast attestation past its expiry block). */
  expireMint?: boolean;
  /** The attestation service does not answer (connection refused). */
  irisDown?: boolean;
  /** Circle reports the burn complete but gives no attestation (a broken answer the run must not mint with). */
  irisBroken?: boolean;
  /** Chains that do not answer reads. */
  chainsDown?: Set<number>;
  /** Circle's fee taken at mint on a fast burn, in base units. */
  fastFee?: bigint;
};

const key = (a: string) => a.toLowerCase();

function burnMessage(input: {
  source: number;
  destination: number;
  nonce: Hex;
  amount: bigint;
  maxFee: bigint;
  feeExecuted: bigint;
  threshold: number;
  recipient: Hex;
  hookData: Hex;
  expirationBlock: bigint;
}): Hex {
  const u32 = (n: number) => numberToHex(n, { size: 4 });
  const u256 = (n: bigint) => numberToHex(n, { size: 32 });
  const word = (h: Hex) => pad(h, { size: 32 });
  const sourceChain = getChainByDomain(input.source);
  const messenger = word(sourceChain?.contracts.tokenMessenger as Hex);
  const body = concat([
    u32(1),
    word(sourceChain?.contracts.usdc as Hex),
    input.recipient,
    u256(input.amount),
    word(WALLET),
    u256(input.maxFee),
    u256(input.feeExecuted),
    u256(input.expirationBlock),
    input.hookData,
  ]);
  return concat([
    u32(1),
    u32(input.source),
    u32(input.destination),
    input.nonce,
    messenger,
    messenger,
    pad('0x00', { size: 32 }),
    u32(input.threshold),
    u32(input.threshold),
    body,
  ]);
}

export function cctpWorld() {
  const chains = new Map<number, Chain>();
  const receipts = new Map<string, Receipt>();
  const burnLogs = new Map<
    number,
    { transactionHash: Hash; blockNumber: bigint; args: Record<string, unknown> }[]
  >();
  const iris = new Map<string, IrisBurn>();
  const sent: TxRequest[] = [];
  const faults: Faults = {};
  let walletChain = 0;
  let txCount = 0;

  const chain = (id: number): Chain => {
    let c = chains.get(id);
    if (!c) {
      c = { usdc: new Map(), allowance: 0n, minFee: 0n, used: new Set(), block: 100n };
      chains.set(id, c);
    }
    return c;
  };
  const up = (id: number) => {
    if (faults.chainsDown?.has(id)) throw new Error(`chain ${id} did not answer`);
  };

  const client = (id: number) =>
    ({
      readContract: async ({ functionName, args }: { functionName: string; args: readonly unknown[] }) => {
        up(id);
        const c = chain(id);
        if (functionName === 'balanceOf') return c.usdc.get(key(args[0] as string)) ?? 0n;
        if (functionName === 'allowance') return c.allowance;
        if (functionName === 'getMinFeeAmount') return c.minFee;
        if (functionName === 'usedNonces') return c.used.has(key(args[0] as string)) ? 1n : 0n;
        throw new Error(`the fake chain does not read ${functionName}`);
      },
      waitForTransactionReceipt: async ({ hash }: { hash: Hash }) => {
        up(id);
        const r = receipts.get(key(hash));
        if (!r) throw new Error(`no receipt for ${hash}`);
        return r;
      },
      getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
        up(id);
        const r = receipts.get(key(hash));
        if (!r) throw new Error(`Transaction receipt with hash "${hash}" could not be found`);
        return r;
      },
      getBlockNumber: async () => {
        up(id);
        return chain(id).block;
      },
      getContractEvents: async () => {
        up(id);
        return burnLogs.get(id) ?? [];
      },
    }) as unknown as PublicClient;

  function burn(tx: TxRequest, args: readonly unknown[], withHook: boolean): Receipt {
    const [amount, domain, recipient, , , maxFee, threshold, hookData] = args as [
      bigint,
      number,
      Hex,
      Address,
      Hex,
      bigint,
      number,
      Hex | undefined,
    ];
    const c = chain(tx.chainId);
    const balance = c.usdc.get(key(WALLET)) ?? 0n;
    if (maxFee < c.minFee) throw new Error('Execution reverted: Insufficient max fee');
    if (c.allowance < amount) throw new Error('Execution reverted: ERC20: insufficient allowance');
    if (balance < amount) throw new Error('Execution reverted: ERC20: transfer amount exceeds balance');
    c.usdc.set(key(WALLET), balance - amount);
    c.allowance -= amount;
    const hash = keccak256(toHex(`burn-${++txCount}`));
    const source = getChain(tx.chainId)?.cctpDomain ?? 0;
    const fast = threshold <= 1000;
    const fee = fast ? (faults.fastFee ?? 0n) : 0n;
    const nonce = keccak256(hash);
    const message = burnMessage({
      source,
      destination: domain,
      nonce,
      amount,
      maxFee,
      feeExecuted: fee > maxFee ? maxFee : fee,
      threshold,
      recipient,
      hookData: withHook ? (hookData ?? '0x') : '0x',
      expirationBlock: fast ? 500n : 0n,
    });
    // The message Circle signs carries its nonce; the event on the source chain carries zero.
    const emitted = burnMessage({
      source,
      destination: domain,
      nonce: pad('0x00', { size: 32 }),
      amount,
      maxFee,
      feeExecuted: 0n,
      threshold,
      recipient,
      hookData: withHook ? (hookData ?? '0x') : '0x',
      expirationBlock: 0n,
    });
    iris.set(key(hash), { sourceDomain: source, nonce, message, unseenReads: 0, pendingReads: 0, reads: 0 });
    const sourceChain = getChain(tx.chainId);
    const logArgs = {
      burnToken: sourceChain?.contracts.usdc as Address,
      amount,
      depositor: WALLET,
      mintRecipient: recipient,
      destinationDomain: domain,
      destinationTokenMessenger: pad('0x00', { size: 32 }),
      destinationCaller: pad('0x00', { size: 32 }),
      maxFee,
      minFinalityThreshold: threshold,
      hookData: withHook ? (hookData ?? '0x') : '0x',
    };
    c.block += 1n;
    const logs = [
      {
        address: sourceChain?.contracts.messageTransmitter,
        topics: encodeEventTopics({ abi: messageTransmitterV2Abi, eventName: 'MessageSent' }),
        data: encodeAbiParameters([{ type: 'bytes' }], [emitted]),
      },
      {
        address: sourceChain?.contracts.tokenMessenger,
        topics: encodeEventTopics({
          abi: tokenMessengerV2Abi,
          eventName: 'DepositForBurn',
          args: { burnToken: logArgs.burnToken, depositor: WALLET, minFinalityThreshold: threshold },
        }),
        data: encodeAbiParameters(
          [
            { type: 'uint256' },
            { type: 'bytes32' },
            { type: 'uint32' },
            { type: 'bytes32' },
            { type: 'bytes32' },
            { type: 'uint256' },
            { type: 'bytes' },
          ],
          [
            amount,
            recipient,
            domain,
            logArgs.destinationTokenMessenger,
            logArgs.destinationCaller,
            maxFee,
            logArgs.hookData,
          ],
        ),
      },
    ];
    const list = burnLogs.get(tx.chainId) ?? [];
    list.push({ transactionHash: hash, blockNumber: c.block, args: logArgs });
    burnLogs.set(tx.chainId, list);
    return { status: 'success', logs, transactionHash: hash };
  }

  function mint(tx: TxRequest, args: readonly unknown[]): Receipt {
    const [message] = args as [Hex, Hex];
    if (faults.expireMint) {
      faults.expireMint = false;
      throw new Error('Execution reverted: Message expired and must be re-signed');
    }
    const nonce = `0x${message.slice(2 + 12 * 2, 2 + 44 * 2)}`;
    const c = chain(tx.chainId);
    if (c.used.has(key(nonce))) throw new Error('Execution reverted: Nonce already used');
    c.used.add(key(nonce));
    const recipient = `0x${message.slice(2 + (148 + 4 + 32) * 2 + 24, 2 + (148 + 4 + 64) * 2)}`;
    const amount = BigInt(`0x${message.slice(2 + (148 + 68) * 2, 2 + (148 + 100) * 2)}`);
    const fee = BigInt(`0x${message.slice(2 + (148 + 164) * 2, 2 + (148 + 196) * 2)}`);
    c.usdc.set(key(recipient), (c.usdc.get(key(recipient)) ?? 0n) + amount - fee);
    return { status: 'success', logs: [], transactionHash: keccak256(toHex(`mint-${++txCount}`)) };
  }

  const send = async (tx: TxRequest): Promise<Hash> => {
    if (faults.refuse === tx.label) {
      faults.refuse = undefined;
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }
    sent.push(tx);
    const call = decodeFunctionData({ abi: ABI, data: tx.data });
    let receipt: Receipt;
    if (call.functionName === 'approve') {
      chain(tx.chainId).allowance = (call.args as [Address, bigint])[1];
      receipt = { status: 'success', logs: [], transactionHash: keccak256(toHex(`approve-${++txCount}`)) };
    } else if (call.functionName === 'depositForBurn' || call.functionName === 'depositForBurnWithHook')
      receipt = burn(tx, call.args as readonly unknown[], call.functionName === 'depositForBurnWithHook');
    else if (call.functionName === 'receiveMessage') receipt = mint(tx, call.args as readonly unknown[]);
    else throw new Error(`the fake wallet does not send ${call.functionName}`);
    receipts.set(key(receipt.transactionHash), receipt);
    return receipt.transactionHash;
  };

  /** Iris V2: the message read by transaction hash (or nonce), and the re-attestation. */
  const irisFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (faults.irisDown) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url.pathname.startsWith('/v2/reattest/') && init?.method === 'POST') {
      const nonce = url.pathname.split('/').pop() ?? '';
      const entry = [...iris.values()].find((b) => key(b.nonce) === key(nonce));
      if (!entry) return json({ error: 'not found' }, 404);
      // Re-signed at hard finality: the same message without an expiry block.
      entry.message =
        `${entry.message.slice(0, 2 + (148 + 196) * 2)}${'0'.repeat(64)}${entry.message.slice(2 + (148 + 228) * 2)}` as Hex;
      return json({ message: 'Re-attestation requested' });
    }
    const tx = url.searchParams.get('transactionHash');
    const byNonce = url.searchParams.get('nonce');
    const entry = tx
      ? iris.get(key(tx))
      : [...iris.values()].find((b) => byNonce && key(b.nonce) === key(byNonce));
    if (!entry) return json({ error: 'Message not found' }, 404);
    entry.reads++;
    if (entry.reads <= entry.unseenReads) return json({ error: 'Message not found' }, 404);
    const forward = entry.forward
      ? {
          forwardState: entry.forward.state,
          ...(entry.forward.txHash ? { forwardTxHash: entry.forward.txHash } : {}),
          ...(entry.forward.errorCode ? { forwardErrorCode: entry.forward.errorCode } : {}),
        }
      : {};
    if (faults.irisBroken)
      return json({ messages: [{ status: 'complete', attestation: null, eventNonce: entry.nonce }] });
    if (entry.reads <= entry.unseenReads + entry.pendingReads)
      return json({
        messages: [
          { status: 'pending_confirmations', attestation: 'PENDING', eventNonce: entry.nonce, ...forward },
        ],
      });
    return json({
      messages: [
        {
          status: 'complete',
          message: entry.message,
          attestation: SIGNATURE,
          eventNonce: entry.nonce,
          ...forward,
        },
      ],
    });
  }) as typeof fetch;

  const deps: CctpDeps = {
    account: WALLET,
    client,
    send,
    switchChain: async (id) => {
      if (faults.refuseSwitchTo === id)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      walletChain = id;
    },
    attestationUrl: IRIS,
    fetch: irisFetch,
    // No waiting, but a turn of the event loop, so a timer (an abort) can still fire during a wait.
    sleep: () => new Promise<void>((r) => setImmediate(r)),
  };

  return {
    deps,
    faults,
    sent,
    /** Sets the wallet's USDC on a chain (base units). */
    fund(chainId: number, amount: bigint) {
      chain(chainId).usdc.set(key(WALLET), amount);
    },
    usdc: (chainId: number, who: Address = WALLET) => chain(chainId).usdc.get(key(who)) ?? 0n,
    setMinFee: (chainId: number, fee: bigint) => {
      chain(chainId).minFee = fee;
    },
    /** What Circle knows of a burn (set its reads, its relayer). */
    iris: (txHash: Hash) => iris.get(key(txHash)) as IrisBurn,
    /** Marks a nonce used on a chain: minted elsewhere. */
    markMinted: (chainId: number, nonce: Hex) => chain(chainId).used.add(key(nonce)),
    /** A successful transaction on a chain the relayer sent (its forwarded mint). */
    relayerMint(chainId: number, nonce: Hex): Hash {
      chain(chainId).used.add(key(nonce));
      const hash = keccak256(toHex(`relayer-${++txCount}`));
      receipts.set(key(hash), { status: 'success', logs: [], transactionHash: hash });
      return hash;
    },
    walletChain: () => walletChain,
  };
}
