/**
 * What the page's shared zod carries as `z.locales`: English only. A shared library is shared whole (its entire
 * namespace, no tree shaking), and zod's namespace holds some 40 languages, 39 KB gzip that every first view
 * downloaded and no Fin app uses; English is the language zod reports in by default.
 */
export { default as en } from 'zod/v4/locales/en.js';
