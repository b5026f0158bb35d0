// The stand-ins held to the protocols' published interfaces: every function and event a stand-in has must be the
// protocol's own (same name, argument types, return shape; events with the same indexed arguments), except the
// devnet's own setup listed below with the reason. A stand-in that drifts from the real contract fails here, before
// a reader written against it fails on mainnet. Mutability is not compared: the stand-ins answer as views some reads
// the real contracts leave non-view (Moonwell's exchangeRateCurrent), which eth_call reads the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Abi, type AbiParameter, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TRANSMITTER_V2_PUBLISHED, TOKEN_MESSENGER_V2_PUBLISHED } from '../published-abis/cctp-v2';
import { COMET_PUBLISHED } from '../published-abis/comet';
import { EULER_EVAULT_PUBLISHED, SILO_PUBLISHED } from '../published-abis/erc4626-vaults';
import { MOONWELL_PUBLISHED } from '../published-abis/moonwell';
import { ARTIFACTS_DIR } from '../src/contracts-source';

type Item = Extract<Abi[number], { type: 'function' | 'event' }>;

const OWNABLE = ['owner', 'transferOwnership', 'OwnershipTransferred'];

type Case = {
  protocol: string;
  standIn: string;
  published: readonly string[];
  /** The stand-in's own items, by name or full signature, each kept for a reason given beside it. */
  devnetOnly: string[];
  /** False where the published interface declares no events (checked for the same stand-in elsewhere). */
  events?: false;
};

const CASES: Case[] = [
  {
    protocol: 'Compound V3 Comet',
    standIn: 'Comet',
    published: COMET_PUBLISHED,
    // Set up by the devnet itself (mainnet Comets are configured through Compound's Configurator); principalOf
    // reads the stored principal that Comet keeps in userBasic, for the devnet's own seed checks.
    devnetOnly: [...OWNABLE, 'initialize', 'addAsset', 'principalOf'],
  },
  {
    protocol: 'Moonwell mToken',
    standIn: 'MToken',
    published: MOONWELL_PUBLISHED,
    // Set up by the devnet (Moonwell's collateral factor lives in its Comptroller); the three overloads taking an
    // address are dForce's iToken calls, which the same stand-in answers at dForce's addresses.
    devnetOnly: [
      ...OWNABLE,
      'initialize',
      'initialExchangeRateMantissa',
      'collateralFactorMantissa',
      'mint(address,uint256)',
      'redeem(address,uint256)',
      'redeemUnderlying(address,uint256)',
    ],
  },
  {
    protocol: 'CCTP V2 TokenMessengerV2',
    standIn: 'TokenMessengerV2',
    published: TOKEN_MESSENGER_V2_PUBLISHED,
    // Administration and getters of Circle's BaseTokenMessenger and TokenMinterV2 (not recorded here), the devnet's
    // setup, and getMinFeeAmount, which Circle added after the version recorded.
    devnetOnly: [
      ...OWNABLE,
      'initialize',
      'addRemoteTokenMessenger',
      'linkTokenPair',
      'setDenylisted',
      'setMaxBurnAmountPerMessage',
      'setMinFee',
      'getMinFeeAmount',
      'FINALITY_THRESHOLD_FINALIZED',
      'FINALITY_THRESHOLD_MIN',
      'MIN_FEE_MULTIPLIER',
      'burnLimitsPerMessage',
      'feeRecipient',
      'isDenylisted',
      'localMessageTransmitter',
      'localMinter',
      'messageBodyVersion',
      'minFee',
      'remoteTokenMessengers',
      'remoteTokensToLocalTokens',
      'MinFeeSet',
      'MintAndWithdraw',
    ],
  },
  {
    protocol: 'CCTP V2 MessageTransmitterV2',
    standIn: 'MessageTransmitterV2',
    published: MESSAGE_TRANSMITTER_V2_PUBLISHED,
    // Circle's Attestable and BaseMessageTransmitter administration and getters (not recorded here), and setup.
    devnetOnly: [
      ...OWNABLE,
      'initialize',
      'enableAttester',
      'disableAttester',
      'setSignatureThreshold',
      'getEnabledAttester',
      'getNumEnabledAttesters',
      'isEnabledAttester',
      'attesterManager',
      'signatureThreshold',
      'localDomain',
      'version',
      'usedNonces',
      'FINALITY_THRESHOLD_FINALIZED',
      'AttesterEnabled',
      'AttesterDisabled',
      'SignatureThresholdUpdated',
    ],
  },
  {
    protocol: 'Euler V2 EVault',
    standIn: 'RateVault',
    published: EULER_EVAULT_PUBLISHED,
    // The devnet's fixed-rate accrual (rate, chi, rho, drip) and setup.
    devnetOnly: [...OWNABLE, 'initialize', 'rate', 'chi', 'rho', 'drip'],
    events: false,
  },
  {
    protocol: 'Silo V2 silo',
    standIn: 'RateVault',
    published: SILO_PUBLISHED,
    devnetOnly: [...OWNABLE, 'initialize', 'rate', 'chi', 'rho', 'drip'],
  },
];

function typeOf(p: AbiParameter): string {
  if (!('components' in p) || !p.components) return p.type;
  return `(${p.components.map(typeOf).join(',')})${p.type.slice('tuple'.length)}`;
}

function signature(item: Item): string {
  return `${item.name}(${item.inputs.map(typeOf).join(',')})`;
}

/** What must agree: for a function its return shape, for an event which arguments are indexed. */
function shape(item: Item): string {
  if (item.type === 'function') return item.outputs.map(typeOf).join(',');
  return item.inputs.map((i) => ('indexed' in i && i.indexed ? 'indexed' : '-')).join(',');
}

function standInAbi(name: string): Item[] {
  const artifact = JSON.parse(readFileSync(join(ARTIFACTS_DIR, `${name}.json`), 'utf8')) as { abi: Abi };
  return artifact.abi.filter((i): i is Item => i.type === 'function' || i.type === 'event');
}

describe.each(CASES.map((c) => [c.protocol, c] as const))('%s stand-in', (_name, c) => {
  it('has only the published functions and events, with their arguments, return shapes and indexing', () => {
    const published = (parseAbi(c.published as readonly string[]) as Abi).filter(
      (i): i is Item => i.type === 'function' || i.type === 'event',
    );
    const differences: string[] = [];
    for (const item of standInAbi(c.standIn)) {
      const sig = signature(item);
      if (c.devnetOnly.includes(item.name) || c.devnetOnly.includes(sig)) continue;
      if (item.type === 'event' && c.events === false) continue;
      const same = published.find((p) => p.type === item.type && signature(p) === sig);
      if (!same) {
        const named = published.filter((p) => p.type === item.type && p.name === item.name).map(signature);
        differences.push(`${item.type} ${sig}: published ${named.length ? named.join(' / ') : 'has none'}`);
      } else if (shape(same) !== shape(item)) {
        differences.push(`${item.type} ${sig}: stand-in (${shape(item)}), published (${shape(same)})`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('lists as devnet-only only items the stand-in really has', () => {
    const names = new Set(standInAbi(c.standIn).flatMap((i) => [i.name, signature(i)]));
    expect(c.devnetOnly.filter((n) => !names.has(n))).toEqual([]);
  });
});
