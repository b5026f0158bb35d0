// A mainnet start with each required setting missing or unsafe is refused with one line naming it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startupRefusals } from '../src/startup-refusals';

const SAFE_MAINNET: Record<string, string> = {
  PROFILE: 'mainnet',
  AUTH_SECRET: 'q9X2v7LmRt4WzK8pB3nY6cJ1hF5sD0gA-eU_iO2rT7',
  CORS_ORIGINS: 'https://app.fin.example,https://yields.fin.example',
  RPC_URL_1: 'https://eth.rpc.example',
  RPC_URL_8453: 'https://base.rpc.example',
  RPC_URL_42161: 'https://arb.rpc.example',
  RPC_URL_43114: 'https://avax.rpc.example',
  RPC_URL_10: 'https://op.rpc.example',
  RPC_URL_137: 'https://polygon.rpc.example',
  AGENT_MASTER_SECRET: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
};

function refusalsFor(env: Record<string, string | undefined>): string[] {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return startupRefusals(clean, loadConfig(clean));
}

describe('starting on mainnet', () => {
  it('starts with every required setting given', () => {
    expect(refusalsFor(SAFE_MAINNET)).toEqual([]);
  });

  it('takes http and loopback origins on a staging deploy (STAGING=true)', () => {
    expect(
      refusalsFor({
        ...SAFE_MAINNET,
        STAGING: 'true',
        CORS_ORIGINS: 'http://127.0.0.1:3000,http://fin.internal',
      }),
    ).toEqual([]);
  });

  it('refuses a profile left to its default, on any profile', () => {
    expect(refusalsFor({})).toEqual([expect.stringMatching(/^PROFILE is not set: set PROFILE=devnet/)]);
    expect(refusalsFor({ PROFILE: 'devnet' })).toEqual([]);
  });

  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['no auth secret', { AUTH_SECRET: undefined }, /^AUTH_SECRET is not set: every instance needs/],
    ['a repeated auth secret', { AUTH_SECRET: 'ab'.repeat(24) }, /^AUTH_SECRET is too weak/],
    ['no CORS origins', { CORS_ORIGINS: undefined }, /^CORS_ORIGINS is not set/],
    ['a localhost CORS origin', { CORS_ORIGINS: 'http://localhost:3000' }, /^CORS_ORIGINS names a localhost/],
    [
      'an http CORS origin',
      { CORS_ORIGINS: 'https://app.fin.example,http://yields.fin.example' },
      /^CORS_ORIGINS names http:\/\/yields\.fin\.example: on mainnet every origin must be https \(STAGING=true/,
    ],
    ['no Base RPC URL', { RPC_URL_8453: undefined }, /^RPC_URL_8453 is not set: .*Base/],
    ['no Polygon RPC URL', { RPC_URL_137: undefined }, /^RPC_URL_137 is not set: .*Polygon/],
    [
      'no agent key',
      { AGENT_MASTER_SECRET: undefined },
      /^AGENT_MASTER_SECRET is not set: .*AGENT_SIMULATION=true/,
    ],
    [
      "the devnet demo wallet's key as the agent's",
      { AGENT_MASTER_SECRET: 'test test test test test test test test test test test junk' },
      /^AGENT_MASTER_SECRET is a public devnet phrase/,
    ],
  ];
  for (const [what, change, line] of cases) {
    it(`refuses ${what} with one line naming it`, () => {
      expect(refusalsFor({ ...SAFE_MAINNET, ...change })).toEqual([expect.stringMatching(line)]);
    });
  }

  it('accepts an explicit simulation flag instead of the agent key', () => {
    expect(
      refusalsFor({ ...SAFE_MAINNET, AGENT_MASTER_SECRET: undefined, AGENT_SIMULATION: 'true' }),
    ).toEqual([]);
  });
});
