// Which addresses a mainnet webhook may reach, over every way of writing one: the address check itself, the
// URL check made when a channel is saved, and the check inside each delivery's lookup on what the resolver
// answers. Nothing here connects anywhere: the resolver is a stand-in and the lookup's answer is only read.
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/modules/alerts/webhook-address';
import {
  publicLookup,
  publicWebhookProblem,
  publicWebhookRefusal,
  type ResolvedAddress,
  WebhookRefused,
} from '../src/modules/alerts/webhook-target';
import {
  ACCEPTED_URLS,
  NOT_PUBLIC_ADDRESSES,
  PUBLIC_ADDRESSES,
  REFUSED_URLS,
} from './support/webhook-address-forms';

const family = (a: string) => (a.includes(':') ? 6 : 4);
const answering =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: family(address) }));

/** What the socket would be handed by the lookup (both forms Node asks for), or the refusal. */
function lookUp(lookup: LookupFunction, all: boolean): Promise<ResolvedAddress[]> {
  return new Promise((resolve, reject) => {
    lookup('hooks.example.com', { all }, ((err: Error | null, a: unknown, f?: number) => {
      if (err) reject(err);
      else resolve(all ? (a as ResolvedAddress[]) : [{ address: a as string, family: f as number }]);
    }) as never);
  });
}

describe('the address check', () => {
  it.each(NOT_PUBLIC_ADDRESSES)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(PUBLIC_ADDRESSES)('takes the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it('refuses what is not an address at all', () => {
    for (const text of ['', 'localhost', 'hooks.example.com', '1.2.3.4.5', '::g'])
      expect(isPublicAddress(text)).toBe(false);
  });
});

describe('the URL check when a channel is saved', () => {
  it.each(REFUSED_URLS)('refuses %s: %s', (url, reason) => {
    expect(publicWebhookProblem(url)).toBe(reason);
  });
  it.each(ACCEPTED_URLS)('takes %s', (url) => {
    expect(publicWebhookProblem(url)).toBeUndefined();
  });
  it('also refuses a name whose DNS answers include one that is not public, or that does not resolve', async () => {
    expect(
      await publicWebhookRefusal('https://hooks.example.com/fin', answering('93.184.215.14', '10.0.0.8')),
    ).toBe('must not lead to this machine or a private network: hooks.example.com resolves to 10.0.0.8');
    expect(await publicWebhookRefusal('https://hooks.example.com./fin', answering('::ffff:7f00:1'))).toBe(
      'must not lead to this machine or a private network: hooks.example.com resolves to ::ffff:7f00:1',
    );
    expect(await publicWebhookRefusal('https://hooks.example.com/fin', answering())).toBe(
      'must name a host that resolves: hooks.example.com has no address',
    );
    const nx = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND hooks.example.com'), { code: 'ENOTFOUND' });
    };
    expect(await publicWebhookRefusal('https://hooks.example.com/fin', nx)).toBe(
      'must name a host that resolves: hooks.example.com did not (getaddrinfo ENOTFOUND hooks.example.com)',
    );
    expect(
      await publicWebhookRefusal('https://hooks.example.com/fin', answering('93.184.215.14')),
    ).toBeUndefined();
  });
});

describe("the check inside a delivery's lookup (the address the socket is handed)", () => {
  it.each(NOT_PUBLIC_ADDRESSES)('refuses an answer of %s (%s), in both lookup forms', async (address) => {
    for (const all of [false, true]) {
      const refused = lookUp(publicLookup(answering(address)), all);
      await expect(refused).rejects.toThrow(WebhookRefused);
      await expect(refused).rejects.toThrow(
        `the webhook URL must not lead to this machine or a private network: hooks.example.com resolves to ${address}`,
      );
    }
  });
  it('refuses the whole answer when one address of several is not public', async () => {
    await expect(lookUp(publicLookup(answering('8.8.8.8', '169.254.169.254')), true)).rejects.toThrow(
      'resolves to 169.254.169.254',
    );
  });
  it('hands the socket exactly the public answers it checked', async () => {
    const lookup = publicLookup(answering('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'));
    expect(await lookUp(lookup, false)).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(await lookUp(lookup, true)).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
  });
});
