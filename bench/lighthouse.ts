/**
 * Lighthouse 12.8 (the last major that runs on Node 20) against the production build served the way it is deployed
 * (shell and remotes on their own origins, the API and devnet behind them), with Debian's Chromium. Prints the
 * performance score and the metrics behind it for the mobile preset (simulated mid-range phone on a slow 4G) and
 * the desktop preset, next to the goals: mobile >= 90 with TBT <= 200 ms, LCP <= 2.5 s, CLS <= 0.05; desktop >= 98
 * with CLS <= 0.05. Lighthouse's scores vary from run to run; FIN_LH_RUNS (default 3) runs each preset and prints
 * the median run.
 * Run: pnpm build && pnpm --filter @fin/bench exec tsx lighthouse.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/stack/chromium';
import { freeTestPorts } from '../e2e/stack/ports';
import { startStack } from '../e2e/stack/stack';

const RUNS = Number(process.env.FIN_LH_RUNS ?? 3);

type Preset = { name: 'mobile' | 'desktop'; config?: typeof desktopConfig };
const PRESETS: Preset[] = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];

type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  tti: number;
  boot: number;
  /** What the LCP was and which scripts took the main thread longest: where to look next. */
  lcpElement: string;
  topScripts: string[];
  /** The main thread's long tasks (over 50 ms each count towards TBT once past the first paint). */
  longTasks: string[];
  /** First and largest paint as the unthrottled page really did them; the simulation starts from these. */
  observed: string;
};

/** Starts Chromium with a DevTools port the OS picks, read back from DevToolsActivePort (no guessed port). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'fin-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const file = join(profile, 'DevToolsActivePort');
  const port = await new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      try {
        const first = readFileSync(file, 'utf8').split('\n')[0];
        if (first) return resolve(Number(first));
      } catch {
        // Not written yet.
      }
      if (child.exitCode !== null) return reject(new Error(`Chromium exited with ${child.exitCode}`));
      if (Date.now() - started > 20_000) return reject(new Error('Chromium did not open its DevTools port'));
      setTimeout(poll, 50);
    };
    poll();
  });
  return {
    port,
    stop: async () => {
      // The profile folder is removed only once Chromium has exited and stopped writing to it.
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number, preset: Preset): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset.config,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const a = result.lhr.audits;
  const n = (id: string) => a[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    si: n('speed-index'),
    tti: n('interactive'),
    boot: n('bootup-time'),
    lcpElement: lcpSnippet(a['largest-contentful-paint-element']?.details),
    topScripts: (
      (a['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? []
    )
      .slice(0, 5)
      .map((i) => `${Math.round(i.scripting)} ms ${i.url.replace(/^https?:\/\/[^/]+/, '')}`),
    observed: observedPaints(a.metrics?.details),
    longTasks: (
      (
        a['long-tasks']?.details as
          | { items?: { url: string; duration: number; startTime: number }[] }
          | undefined
      )?.items ?? []
    ).map(
      (t) =>
        `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  };
}

function observedPaints(details: unknown): string {
  const m = (details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const ms = (k: string) => `${Math.round(m[k] ?? Number.NaN)} ms`;
  return `FCP ${ms('observedFirstContentfulPaint')}, LCP ${ms('observedLargestContentfulPaint')}, DOMContentLoaded ${ms('observedDomContentLoaded')}`;
}

function lcpSnippet(details: unknown): string {
  // Lighthouse 12 nests the element in a list of tables: details.items[0].items[0].node.
  const d = details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return d?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const stack = await startStack({ ports: await freeTestPorts() });
const chromium = await startChromium();
try {
  console.log(`\nLighthouse 12.8 performance, production build, ${RUNS} run(s) per preset, median by score`);
  for (const preset of PRESETS) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(stack.apps.shellUrl, chromium.port, preset));
    runs.sort((x, y) => x.score - y.score);
    const m = runs[Math.floor(runs.length / 2)] as Figures;
    const goal =
      preset.name === 'mobile'
        ? m.score >= 90 && m.tbt <= 200 && m.lcp <= 2500 && m.cls <= 0.05
        : m.score >= 98 && m.cls <= 0.05;
    console.log(
      `${preset.name.padEnd(8)} score ${m.score} (runs ${runs.map((r) => r.score).join('/')})  FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  ` +
        `TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  SI ${s(m.si)}  TTI ${s(m.tti)}  script boot ${s(m.boot)}  ` +
        (goal ? 'meets the goal' : 'BELOW the goal'),
    );
    console.log(`         LCP element ${m.lcpElement.slice(0, 160)}`);
    console.log(`         main-thread script time: ${m.topScripts.join(' · ')}`);
    console.log(`         observed (unthrottled): ${m.observed}`);
    console.log(`         long tasks: ${m.longTasks.join(' · ') || 'none'}`);
  }
} finally {
  await chromium.stop();
  await stack.stop();
}
