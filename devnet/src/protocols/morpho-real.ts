// Morpho Blue's own bytecode at its mainnet address (artifacts/real/Morpho.json, compiled from the published
// package by src/real/compile-morpho.ts). Its constructor sets an immutable EIP-712 domain separator over the chain
// id and its own address, and the owner: the runtime code comes from running that constructor in an eth_call (no
// transaction, so no block and no start-time cost beyond the call), with the separator re-bound to the mainnet
// address, and the owner is written to its storage slot (slot 0, Morpho.sol's first state variable).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Address,
  encodeAbiParameters,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  pad,
  parseAbi,
  toBytes,
} from 'viem';
import type { ChainContext } from '../chain-context';
import { ARTIFACTS_DIR } from '../contracts-source';

const DOMAIN_TYPEHASH = keccak256(toBytes('EIP712Domain(uint256 chainId,address verifyingContract)'));
/** Where the constructor "runs" in the eth_call; any address with no code works. */
const CALLER: Address = '0x000000000000000000000000000000000000f1e1';

export const realMorphoAdminAbi = parseAbi([
  'function owner() view returns (address)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function setFeeRecipient(address newFeeRecipient)',
]);

type RealArtifact = { abi: unknown[]; bytecode: Hex };
let artifact: RealArtifact | undefined;

function realMorpho(): RealArtifact {
  artifact ??= JSON.parse(readFileSync(join(ARTIFACTS_DIR, 'real', 'Morpho.json'), 'utf8')) as RealArtifact;
  return artifact;
}

function domainSeparator(chainId: number, address: Address): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [DOMAIN_TYPEHASH, BigInt(chainId), address],
    ),
  );
}

/** Places Morpho Blue's runtime code at `address`, owned by `owner`. */
export async function placeRealMorpho(ctx: ChainContext, address: Address, owner: Address): Promise<void> {
  const data = encodeDeployData({
    abi: parseAbi(['constructor(address newOwner)']),
    bytecode: realMorpho().bytecode,
    args: [owner],
  });
  const nonce = await ctx.publicClient.getTransactionCount({ address: CALLER });
  const { data: runtime } = await ctx.publicClient.call({ account: CALLER, data });
  if (!runtime) throw new Error(`${ctx.name}: Morpho Blue's constructor returned no code`);
  const ranAt = getContractAddress({ from: CALLER, nonce: BigInt(nonce) });
  const from = domainSeparator(ctx.chainId, ranAt).slice(2);
  const to = domainSeparator(ctx.chainId, address).slice(2);
  if (!runtime.includes(from))
    throw new Error(`${ctx.name}: Morpho Blue's domain separator not found in its code`);
  await ctx.testClient.setCode({ address, bytecode: runtime.split(from).join(to) as Hex });
  await ctx.testClient.setStorageAt({ address, index: 0, value: pad(owner) });
}
