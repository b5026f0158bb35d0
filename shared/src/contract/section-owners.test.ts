// Every message of the page contract has a listener in the section that owns it: a request or notice added to
// contract/section-messages.ts without one (a button that would do nothing) fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECTION_EVENT_OWNERS, SECTION_NOTICE_LISTENERS } from './section-owners';

const WORKSPACE = resolve(import.meta.dirname, '../../..');

function sourcesOf(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(WORKSPACE, folder));
  return out;
}

const listensFor = (sources: string[], call: string, name: string) =>
  sources.some((s) => new RegExp(`${call}\\(\\s*(window,\\s*)?'${name}'`).test(s));

describe('page contract messages', () => {
  it.each(Object.entries(SECTION_EVENT_OWNERS))('%s is heard by the section that owns it', (name, owner) => {
    expect(listensFor(sourcesOf(join(owner.app, 'src')), 'onSectionEvent', name)).toBe(true);
  });

  it.each(Object.entries(SECTION_NOTICE_LISTENERS))(
    '%s is heard where the registry says',
    (name, folders) => {
      for (const folder of folders) expect(listensFor(sourcesOf(folder), 'onSectionNotice', name)).toBe(true);
    },
  );

  it('a message without an owner fails the check (it is not a check that passes on anything)', () => {
    expect(listensFor(sourcesOf('mf-agent/src'), 'onSectionEvent', 'openOptimizer')).toBe(false);
  });
});
