// Places the MetaMask Delegation Framework on one devnet chain: the published contracts (creation bytecode from
// @metamask/delegation-abis) at their published addresses (@metamask/delegation-deployments, copied in
// @fin/shared/domain/grant/framework), plus Fin's PeriodOutflowEnforcer. Each contract's runtime code comes from
// running its creation code with the same constructor arguments as the published deployment (pointing at the
// published DelegationManager and EntryPoint) in an eth_call, then anvil_setCode puts it in place: no blocks,
// no deployer nonce.

import {
  DELEGATION_FRAMEWORK,
  type FrameworkContract,
  PERIOD_OUTFLOW_ENFORCER,
} from '@fin/shared/domain/grant/framework';
import * as bytecode from '@metamask/delegation-abis/bytecode';
import { type Address, concat, encodeAbiParameters, type Hex } from 'viem';
import { DEPLOYER } from '../accounts';
import type { ChainContext } from '../chain-context';
import { readEnforcerArtifact } from './compile-enforcer';

const { DelegationManager: dm, EntryPoint: entryPoint } = DELEGATION_FRAMEWORK;

const address = (v: Address) => encodeAbiParameters([{ type: 'address' }], [v]);

/** Creation code and constructor arguments of each placed contract, as the framework's own deploy script has them. */
const CREATION: Record<FrameworkContract, { code: Hex; args: Hex }> = {
  DelegationManager: { code: bytecode.DelegationManager as Hex, args: address(DEPLOYER.address) },
  EntryPoint: { code: bytecode.EntryPoint as Hex, args: '0x' },
  EIP7702StatelessDeleGatorImpl: {
    code: bytecode.EIP7702StatelessDeleGator as Hex,
    args: encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [dm, entryPoint]),
  },
  AllowedCalldataEnforcer: { code: bytecode.AllowedCalldataEnforcer as Hex, args: '0x' },
  AllowedMethodsEnforcer: { code: bytecode.AllowedMethodsEnforcer as Hex, args: '0x' },
  AllowedTargetsEnforcer: { code: bytecode.AllowedTargetsEnforcer as Hex, args: '0x' },
  LimitedCallsEnforcer: { code: bytecode.LimitedCallsEnforcer as Hex, args: '0x' },
  LogicalOrWrapperEnforcer: { code: bytecode.LogicalOrWrapperEnforcer as Hex, args: address(dm) },
  TimestampEnforcer: { code: bytecode.TimestampEnforcer as Hex, args: '0x' },
  ValueLteEnforcer: { code: bytecode.ValueLteEnforcer as Hex, args: '0x' },
};

async function runtimeOf(ctx: ChainContext, name: FrameworkContract): Promise<Hex> {
  const { code, args } = CREATION[name];
  const { data } = await ctx.publicClient.call({
    account: DEPLOYER.address,
    data: concat([code, args]),
    gas: 30_000_000n,
  });
  if (!data || data === '0x') throw new Error(`${ctx.name}: ${name}'s constructor returned no code`);
  return data;
}

export async function placeDelegationFramework(ctx: ChainContext): Promise<void> {
  const names = Object.keys(DELEGATION_FRAMEWORK) as FrameworkContract[];
  await Promise.all(
    names.map(async (name) => {
      const code = await runtimeOf(ctx, name);
      await ctx.testClient.setCode({ address: DELEGATION_FRAMEWORK[name], bytecode: code });
    }),
  );
  await ctx.testClient.setCode({
    address: PERIOD_OUTFLOW_ENFORCER,
    bytecode: readEnforcerArtifact().deployedBytecode,
  });
}
