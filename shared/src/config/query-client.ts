/**
 * One QueryClient per page. It lives in @fin/shared (an MF singleton), so the shell and every remote use the same
 * cache: a deposit made in the yields section can refresh the portfolio.
 */
import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export function getFinQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  return client;
}
