/**
 * POST /api/chat over the chat's question table (api/src/modules/chat/language/chat-questions.ts) against a devnet: answer
 * latency p50/p95 per intent and overall (the API in its own process, the demo wallet's live data), and the share
 * of the table the engine classifies as expected (intent and every expected detail), both offline and as the
 * server reports it (metadata.intent). BENCH_ROUNDS (default 3) passes over the table; the first pass also warms
 * the yields cache, so it is reported separately.
 */
import { DEMO_ACCOUNT } from '@fin/devnet';
import type { ChatResponse } from '@fin/shared/schemas/chat';
import { recognizeIntent } from '../api/src/modules/chat/language/chat-intent';
import { CHAT_QUESTIONS } from '../api/src/modules/chat/language/chat-questions';
import { startBenchStack } from './api-server.lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function matches(expected: unknown, actual: unknown): boolean {
  if (expected === undefined) return true;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((e, i) => matches(e, actual[i]))
    );
  }
  if (expected && typeof expected === 'object') {
    return Object.entries(expected).every(([k, v]) =>
      matches(v, (actual as Record<string, unknown> | undefined)?.[k]),
    );
  }
  return expected === actual;
}

const offline = CHAT_QUESTIONS.filter((q) => {
  const r = recognizeIntent(q.question);
  return r.intent === q.intent && matches(q.params ?? {}, r.params);
}).length;

const stack = await startBenchStack();
try {
  const first: number[] = [];
  const warm: number[] = [];
  const byIntent = new Map<string, number[]>();
  let serverRight = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of CHAT_QUESTIONS) {
      const start = performance.now();
      const res = await fetch(`${stack.apiUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: q.question, history: [], walletAddress: DEMO_ACCOUNT.address }),
      });
      const body = (await res.json()) as ChatResponse;
      const took = performance.now() - start;
      if (!res.ok) throw new Error(`${q.question}: HTTP ${res.status} ${JSON.stringify(body)}`);
      (round === 0 ? first : warm).push(took);
      if (round > 0) byIntent.set(q.intent, [...(byIntent.get(q.intent) ?? []), took]);
      if (round === 0 && body.metadata.intent === q.intent) serverRight += 1;
    }
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const all = sorted(warm);
  console.log(
    `chat answers: ${CHAT_QUESTIONS.length} questions × ${ROUNDS} rounds, demo wallet on the devnet`,
  );
  console.log(
    `classified as expected (intent + details, offline): ${offline}/${CHAT_QUESTIONS.length} = ${((100 * offline) / CHAT_QUESTIONS.length).toFixed(1)}%`,
  );
  console.log(`intent reported by the server:                      ${serverRight}/${CHAT_QUESTIONS.length}`);
  const f = sorted(first);
  console.log(
    `first pass (cold caches): p50 ${ms(pct(f, 50))}, p95 ${ms(pct(f, 95))}, max ${ms(f[f.length - 1] ?? 0)}`,
  );
  console.log(
    `later passes:             p50 ${ms(pct(all, 50))}, p95 ${ms(pct(all, 95))}, max ${ms(all[all.length - 1] ?? 0)}`,
  );
  for (const [intent, xs] of [...byIntent].sort()) {
    const s = sorted(xs);
    console.log(
      `  ${intent.padEnd(18)} n=${String(s.length).padStart(3)}  p50 ${ms(pct(s, 50)).padStart(9)}  p95 ${ms(pct(s, 95)).padStart(9)}`,
    );
  }
} finally {
  await stack.stop();
}
