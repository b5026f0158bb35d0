// Where the MetaMask Delegation Framework lives on each chain. The framework's addresses are the same on every
// chain it is published on (CREATE2): DELEGATOR_CONTRACTS['1.3.0'] of @metamask/delegation-deployments 2.0.0
// (framework.test.ts checks them against the package). Copied here so the page's first view does not carry the
// package's table of every chain and version.
import type { Address } from 'viem';
import { ARBITRUM_ID, AVALANCHE_ID, BASE_ID, ETHEREUM_ID, OPTIMISM_ID, POLYGON_ID } from '../chains/chains';

export const FRAMEWORK_VERSION = '1.3.0';

export const DELEGATION_FRAMEWORK = {
  DelegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
  EntryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  EIP7702StatelessDeleGatorImpl: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B',
  AllowedCalldataEnforcer: '0xc2b0d624c1c4319760C96503BA27C347F3260f55',
  AllowedMethodsEnforcer: '0x2c21fD0Cb9DC8445CB3fb0DC5E7Bb0Aca01842B5',
  AllowedTargetsEnforcer: '0x7F20f61b1f09b08D970938F6fa563634d65c4EeB',
  LimitedCallsEnforcer: '0x04658B29F6b82ed55274221a06Fc97D318E25416',
  LogicalOrWrapperEnforcer: '0xE1302607a3251AF54c3a6e69318d6aa07F5eB46c',
  TimestampEnforcer: '0x1046bb45C8d673d4ea75321280DB34899413c069',
  ValueLteEnforcer: '0x92Bf12322527cAA612fd31a0e810472BBB106A8F',
} as const satisfies Record<string, Address>;

export type FrameworkContract = keyof typeof DELEGATION_FRAMEWORK;

/**
 * Fin's own caveat enforcer for the per-day cap: the framework's periodic enforcers only meter `transfer` calls,
 * and a deposit, supply or burn moves USDC by `transferFrom` from the pool's side. This one meters what actually
 * leaves the account (its USDC balance before and after each call), per period. Placed on the devnet only
 * (devnet/src/delegation); it has no mainnet deployment, so a grant needs the devnet until it has one.
 * Address: the last 20 bytes of keccak256("fin period outflow enforcer").
 */
export const PERIOD_OUTFLOW_ENFORCER: Address = '0xE8a8C0bD48BA79Ce70d26E0eBc64415950e13Ee3';

/** Chains where the framework is published (Avalanche has no deployment in 1.3.0). */
const PUBLISHED_ON: readonly number[] = [ETHEREUM_ID, BASE_ID, ARBITRUM_ID, OPTIMISM_ID, POLYGON_ID];

export type GrantSupport = { ok: true } | { ok: false; reason: string };

/** Whether a grant can be made on a chain: the devnet places every contract on all six chains. */
export function grantSupportOn(chainId: number, profile: { devnet: boolean }): GrantSupport {
  if (profile.devnet) return { ok: true };
  if (chainId === AVALANCHE_ID)
    return { ok: false, reason: 'The delegation framework is not deployed on Avalanche' };
  if (!PUBLISHED_ON.includes(chainId))
    return { ok: false, reason: `The delegation framework is not deployed on chain ${chainId}` };
  return { ok: false, reason: "Fin's daily-cap enforcer is not deployed on mainnet yet" };
}
