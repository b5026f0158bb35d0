/** What each app ships: JavaScript and CSS in its production build, raw and gzip. Deterministic bytes. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

export const APPS = [
  'shell',
  'mf-portfolio',
  'mf-yields',
  'mf-transfer',
  'mf-optimizer',
  'mf-agent',
  'mf-chat',
] as const;

export type AppSize = {
  app: string;
  files: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  entryGzip: number;
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

export function appSize(app: string): AppSize {
  const files = walk(join(ROOT, app, 'dist'));
  let jsRaw = 0;
  let jsGzip = 0;
  let cssRaw = 0;
  let entryGzip = 0;
  const mfName = app === 'shell' ? 'index' : app.replace('-', '_');
  for (const f of files) {
    const buf = readFileSync(f);
    if (f.endsWith('.js')) {
      jsRaw += buf.length;
      const gz = gzipSize(buf);
      jsGzip += gz;
      // The remote entry (mf_yields.<hash>.js) or the shell's index chunk: what a page must fetch first.
      if (f.split('/').pop()?.startsWith(`${mfName}.`)) entryGzip += gz;
    } else if (f.endsWith('.css')) cssRaw += buf.length;
  }
  return { app, files: files.length, jsRaw, jsGzip, cssRaw, entryGzip };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
