import { fileURLToPath } from 'node:url';

/** Repository root, from this file's place (e2e/stack). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const distOf = (folder: string) => `${ROOT}${folder}/dist`;
