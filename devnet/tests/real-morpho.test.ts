// Morpho Blue on the devnet is Morpho's own bytecode, not a stand-in: the code at its mainnet address on Ethereum
// and Base is the published package's Morpho.sol as compiled by src/real/compile-morpho.ts (artifacts/real), with
// its constructor's immutable domain separator bound to that address, and it is owned by the devnet's deployer.
// Every Morpho test (morpho.test.ts, portfolio.test.ts, the api's and the browser's) runs against it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MORPHO_BLUE } from '@fin/shared/domain/chains/contracts';
import { encodeAbiParameters, type Hex, keccak256, toBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { morphoAbi } from '../src/abis';
import { DEPLOYER } from '../src/accounts';
import { ARTIFACTS_DIR } from '../src/contracts-source';
import { devnet } from './helpers';

const artifact = JSON.parse(readFileSync(join(ARTIFACTS_DIR, 'real', 'Morpho.json'), 'utf8')) as {
  deployedBytecode: Hex;
};
const TYPEHASH = keccak256(toBytes('EIP712Domain(uint256 chainId,address verifyingContract)'));

describe.each([1, 8453])('Morpho Blue on chain %i', (chainId) => {
  const address = MORPHO_BLUE[chainId] as Hex;

  it("is Morpho's own runtime code, its domain separator bound to the mainnet address", async () => {
    const client = devnet.publicClient(chainId);
    const separator = await client.readContract({
      address,
      abi: morphoAbi,
      functionName: 'DOMAIN_SEPARATOR',
    });
    const expected = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [TYPEHASH, BigInt(chainId), address],
      ),
    );
    expect(separator).toBe(expected);
    const code = (await client.getCode({ address })) as Hex;
    // The compiler leaves the immutable's slots zero in the runtime code; the constructor fills them.
    expect(code.split(expected.slice(2)).join('0'.repeat(64))).toBe(artifact.deployedBytecode);
    expect(await client.readContract({ address, abi: morphoAbi, functionName: 'owner' })).toBe(
      DEPLOYER.address,
    );
  });
});
