/**
 * Query keys for every API endpoint, built one way. The page shares one QueryClient, so two sections asking for the
 * same endpoint with the same key share one request and one cache entry; a key is always
 * `[area, name, ...params]`, so `invalidateQueries({ queryKey: keys.all })` refreshes a whole area.
 */

type KeyPart = string | number | boolean | null | undefined;

type KeyDefs = Record<string, (...args: never[]) => readonly KeyPart[]>;

export type QueryKeys<Area extends string, Defs extends KeyDefs> = { all: readonly [Area] } & {
  [Name in keyof Defs]: (...args: Parameters<Defs[Name]>) => readonly [Area, Name, ...ReturnType<Defs[Name]>];
};

/**
 * `queryKeys('transfer', { status: (id: string) => [id] })` gives
 * `{ all: ['transfer'], status: (id) => ['transfer', 'status', id] }`.
 */
export function queryKeys<Area extends string, Defs extends KeyDefs>(
  area: Area,
  defs: Defs,
): QueryKeys<Area, Defs> {
  const keys: Record<string, unknown> = { all: [area] as const };
  for (const [name, params] of Object.entries(defs)) {
    keys[name] = (...args: never[]) => [area, name, ...params(...args)] as const;
  }
  return keys as QueryKeys<Area, Defs>;
}
