/**
 * Loads an exposed section component once per id, with a deadline, so a nav hover can preload what a slot will
 * render and a hung remote turns into a fallback instead of an endless spinner.
 */

import { loadFinRemote, refreshRemotes, remoteNameOf, resetRemote } from '@fin/shared/mf/remote-registry';
import type { ComponentType } from 'react';
import { withDeadline } from '../api/deadline';

/**
 * Last-resort deadline for a whole section load (manifest, entry and every chunk). A dead or hung remote is caught
 * sooner by the runtime plugin's 5 s network deadline; this one only bounds a remote that trickles chunks forever,
 * and is generous because a healthy first load on a busy phone can take several seconds.
 */
export const SECTION_LOAD_TIMEOUT_MS = 20_000;

type SectionModule = { default?: ComponentType<Record<string, unknown>> } & Record<string, unknown>;

const pending = new Map<string, Promise<ComponentType<Record<string, unknown>>>>();

export function loadSection(id: string): Promise<ComponentType<Record<string, unknown>>> {
  let p = pending.get(id);
  if (!p) {
    p = withDeadline(SECTION_LOAD_TIMEOUT_MS, id, () => loadFinRemote<SectionModule>(id)).then((mod) => {
      const exportName = id.split('/').pop() ?? '';
      const component = (mod.default ?? mod[exportName]) as
        | ComponentType<Record<string, unknown>>
        | undefined;
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new Error(`${id} does not export a component`);
      }
      return component as ComponentType<Record<string, unknown>>;
    });
    // A failed load must not stick: the next attempt (Retry, or a later hover) tries again.
    p.catch(() => pending.delete(id));
    pending.set(id, p);
  }
  return p;
}

/** Starts loading a section ahead of need (nav hover); errors surface later in the slot. */
export function preloadSection(id: string): void {
  loadSection(id).catch(() => undefined);
}

/** Drops a section's cached load and picks up remotes.json changes, so the next load is a fresh attempt. */
export async function forgetSection(id: string): Promise<void> {
  pending.delete(id);
  resetRemote(remoteNameOf(id));
  await refreshRemotes();
}
