// The mainnet profile talks to Circle's Iris directly; this replays Circle's real recorded V2 response from a
// loopback server and runs the same polling + decoding the transfer form uses.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pollAttestation } from './attestation';
import { decodeCctpMessage } from './message';

const recorded = readFileSync(
  new URL('../../../test-data/cctp/iris-v2-messages-sepolia.json', import.meta.url),
  'utf8',
);
const TX = `0x${'12'.repeat(32)}`;
let server: Server;
let baseUrl: string;
const seen: string[] = [];
let calls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    calls++;
    // First answer 404 (not indexed yet), as Iris does right after a burn; then the recorded body.
    if (calls === 1) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Message not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(recorded);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test("Circle's recorded response, replayed over HTTP, yields a mintable message for domain 0 -> 1", async () => {
  const attested = await pollAttestation({
    baseUrl,
    sourceDomain: 0,
    transactionHash: TX as `0x${string}`,
    sleep: async () => {},
  });
  expect(seen).toEqual([`/v2/messages/0?transactionHash=${TX}`, `/v2/messages/0?transactionHash=${TX}`]);
  expect(attested.attestation).toHaveLength(2 + 130 * 2);
  const decoded = decodeCctpMessage(attested.message);
  expect(
    decoded.ok && [
      decoded.message.sourceDomain,
      decoded.message.destinationDomain,
      decoded.message.burn.amount,
    ],
  ).toEqual([0, 1, 1_000_000n]);
});
