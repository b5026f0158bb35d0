// The page contract's version must move whenever a contract file changes: a section built against the new
// contract would otherwise be handed the old store or config under the same version and fail in a user's page.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeContractMismatch, readContractMismatch } from './contract-mismatch';
import {
  contractRange,
  PAGE_CONTRACT_FILES,
  PAGE_CONTRACT_FINGERPRINT,
  PAGE_CONTRACT_MODULES,
  PAGE_CONTRACT_VERSION,
} from './version';

const SRC = fileURLToPath(new URL('../', import.meta.url));

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of PAGE_CONTRACT_FILES) {
    hash.update(`${file}\n`);
    // Line endings and trailing spaces are not the contract.
    hash.update(
      readFileSync(`${SRC}${file}`, 'utf8')
        .replace(/[ \t]+$/gm, '')
        .replace(/\r\n/g, '\n'),
    );
  }
  return `${PAGE_CONTRACT_VERSION}:${hash.digest('hex').slice(0, 16)}`;
}

describe('page contract', () => {
  it('has a version that moved with the last change of its files', () => {
    const actual = fingerprint();
    expect(
      actual,
      `A page contract file changed. Raise PAGE_CONTRACT_VERSION in shared/src/contract/version.ts (major when something was removed or changed, minor when something was added), then set PAGE_CONTRACT_FINGERPRINT to the fingerprint printed here for the new version.`,
    ).toBe(PAGE_CONTRACT_FINGERPRINT);
  });

  it('is imported by its package path everywhere outside the contract itself', () => {
    // Type-only imports are erased and fine. A relative value import bundles a private copy into the section that imports it: a copy of the runtime config
    // that the shell never set ('Runtime config is not loaded yet'), a second store, a second wagmi config.
    const contractFiles = new Set<string>(PAGE_CONTRACT_FILES);
    const singletons = PAGE_CONTRACT_MODULES.map((m) => m.replace('@fin/shared/', ''));
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const file = relative(SRC, path);
          if (contractFiles.has(file)) continue;
          for (const m of readFileSync(path, 'utf8').matchAll(
            /^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gm,
          )) {
            const target = relative(SRC, resolve(dir, m[1] ?? '')).replace(/\.tsx?$/, '');
            if (singletons.includes(target)) offenders.push(`${file} imports ${m[1]}`);
          }
        }
      }
    };
    walk(SRC);
    expect(offenders, 'import these as @fin/shared/<path> so the page singleton is used').toEqual([]);
  });

  it('lets a section built for an older minor run on a newer page, not the other way round', () => {
    expect(contractRange('1.2.0')).toBe('^1.2.0');
  });

  it("turns the Module Federation runtime's refusal into words naming both versions", () => {
    const error = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @fin/shared/store/fin-store does not satisfy the requirement of mf_agent which needs ^2.0.0)',
    );
    const mismatch = readContractMismatch(error);
    expect(mismatch).toEqual({
      provided: '1.0.0',
      module: '@fin/shared/store/fin-store',
      remote: 'mf_agent',
      required: '^2.0.0',
    });
    expect(mismatch && describeContractMismatch(mismatch)).toBe(
      'This section was built for page contract ^2.0.0, but this page provides contract 1.0.0.',
    );
    expect(readContractMismatch(new Error('Failed to load script resources'))).toBeUndefined();
  });
});
