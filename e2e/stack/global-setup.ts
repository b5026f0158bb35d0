import { makeApiDatabaseTemplate } from './api-database';

/** Once per browser-test run, before any worker starts its stack. */
export default async function globalSetup(): Promise<() => void> {
  return makeApiDatabaseTemplate();
}
