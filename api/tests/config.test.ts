import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('has working defaults for the devnet profile', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, host: '127.0.0.1', profile: 'devnet', databaseUrl: undefined });
    expect(c.corsOrigins).toContain('http://localhost:3000');
    expect(c.corsOrigins).toContain('http://127.0.0.1:3006');
    expect(c.corsOrigins).toContain('http://localhost:3100');
    expect(c.dataDir.endsWith('api/.data')).toBe(true);
    expect(c.devnetManifestPath.endsWith('devnet/.data/manifest.json')).toBe(true);
    // The devnet profile never calls the outside world.
    expect(c.defillamaBaseUrl).toBeUndefined();
    expect(c.morphoApiUrl).toBeUndefined();
  });

  it('turns on the live sources in the mainnet profile, overridable per URL', () => {
    const c = loadConfig({ PROFILE: 'mainnet', MORPHO_API_URL: 'http://127.0.0.1:1234/graphql' });
    expect(c.defillamaBaseUrl).toBe('https://yields.llama.fi');
    expect(c.morphoApiUrl).toBe('http://127.0.0.1:1234/graphql');
    expect(c.attestationUrl).toBe('https://iris-api.circle.com');
  });

  it('reads RPC_URL_<chainId> overrides and DATABASE_URL', () => {
    const c = loadConfig({
      RPC_URL_8453: 'http://127.0.0.1:8546',
      DATABASE_URL: 'postgres://u:p@localhost/fin',
    });
    expect(c.rpcUrlOverrides).toEqual({ 8453: 'http://127.0.0.1:8546' });
    expect(c.databaseUrl).toBe('postgres://u:p@localhost/fin');
  });

  it('fails fast naming every bad variable and what it should hold', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', PROFILE: 'staging', DATABASE_URL: 'mysql://x', RPC_URL_1: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toContain('PORT: PORT must be a whole number');
    expect(message).toContain("PROFILE: PROFILE must be 'devnet' or 'mainnet'");
    expect(message).toContain('DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('RPC_URL_1: RPC_URL_1 must be an http(s) URL');
  });
});
