// POST /api/chat without a devnet: what it refuses (blank, too long, bad history, bad address), its own rate
// limit per client, and answers that need no chain (help, keyword replies, a question without a wallet).

import { FALLBACK_REPLIES } from '@fin/shared/domain/chat/fallback';
import { CHAT_ERRORS, CHAT_MESSAGE_MAX_LENGTH, type ChatResponse } from '@fin/shared/schemas/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { CHAT_RATE_LIMIT_MESSAGE } from '../src/modules/chat/router';
import {
  DEAD_RPC,
  envelopeCode,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';

let db: Database;
let api: TestServer;
let limited: TestServer;
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

beforeAll(async () => {
  db = await openTestDatabase();
  const rpcs = Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC]));
  api = await startTestApp(db, rpcs);
  // 40 per minute API-wide gives the chat 2 per minute per client.
  limited = await startTestApp(db, { ...rpcs, RATE_LIMIT_PER_MINUTE: '40' });
});
afterAll(async () => {
  await Promise.all([api?.close(), limited?.close()]);
  await db?.close();
});

const chat = (body: unknown, server = api) => postJson(`${server.url}/api/chat`, body);
const message = (body: Record<string, unknown>) => (body.error as { message: string }).message;

describe('POST /api/chat refuses bad input with a clear error', () => {
  it('refuses a blank message', async () => {
    const res = await chat({ message: '   ' });
    expect(res.status).toBe(400);
    expect(envelopeCode(res.body)).toBe('VALIDATION_ERROR');
    expect(message(res.body)).toContain(CHAT_ERRORS.blank);
  });

  it(`refuses a message over ${CHAT_MESSAGE_MAX_LENGTH} characters and says the limit`, async () => {
    const res = await chat({ message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(res.status).toBe(400);
    expect(message(res.body)).toContain('keep it under 1000 characters');
  });

  it('refuses more than 10 history messages and a malformed one', async () => {
    const history = Array.from({ length: 11 }, () => ({ sender: 'user', content: 'hi' }));
    expect(message((await chat({ message: 'hi', history })).body)).toContain(CHAT_ERRORS.historyTooLong);
    const bad = await chat({ message: 'hi', history: [{ sender: 'admin', content: 'x' }] });
    expect(bad.status).toBe(400);
    expect(message(bad.body)).toContain('history.0.sender');
  });

  it('refuses a wallet address with a broken checksum', async () => {
    const res = await chat({
      message: 'my balance',
      walletAddress: '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(res.status).toBe(400);
    expect(message(res.body)).toContain('walletAddress');
  });
});

describe('POST /api/chat answers what needs no chain', () => {
  it('lists what it can do when greeted', async () => {
    const res = await chat({ message: 'hello', history: [{ sender: 'user', content: 'hi' }] });
    const body = res.body as unknown as ChatResponse;
    expect(res.status).toBe(200);
    expect(body.content).toContain("I'm Fin's assistant");
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.metadata).toMatchObject({ intent: 'help', dataSource: 'alchemy', x402Enhanced: false });
  });

  it('answers an unrecognised question by keyword and marks it as a fallback', async () => {
    const body = (await chat({ message: 'what is the price of usdc' })).body as unknown as ChatResponse;
    expect(body.content).toBe(FALLBACK_REPLIES.usdc);
    expect(body.metadata.dataSource).toBe('fallback');
  });

  it('asks for a wallet before answering a balance question without one', async () => {
    const body = (await chat({ message: "what's my balance" })).body as unknown as ChatResponse;
    expect(body.content).toBe('Connect a wallet first: I answer this from your own balances.');
  });

  it('says which chains it could not read instead of inventing balances', async () => {
    const body = (await chat({ message: "what's my balance on base", walletAddress: WALLET }))
      .body as unknown as ChatResponse;
    expect(body.content).toContain('Base could not be read');
    expect(body.content).toContain("I couldn't read your balances on Base just now.");
    expect(body.content).not.toContain('You hold nothing');
  });
});

describe('POST /api/chat rate limit', () => {
  it('holds one client to its share per minute with a plain message', async () => {
    expect((await chat({ message: 'hello' }, limited)).status).toBe(200);
    expect((await chat({ message: 'hello' }, limited)).status).toBe(200);
    const third = await chat({ message: 'hello' }, limited);
    expect(third.status).toBe(429);
    expect(envelopeCode(third.body)).toBe('CHAT_RATE_LIMITED');
    expect(message(third.body)).toBe(CHAT_RATE_LIMIT_MESSAGE);
  });
});
