/** Test helper: a `fetch` that answers by URL, so component tests never reach the network. */

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stub answering by URL; anything unrouted (chain RPC included) fails like a closed port. */
export function stubFetch(route: Route) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.toString());
    const answer = await route(url, init);
    if (answer) return answer;
    throw new TypeError(`fetch failed: ${url.host} unreachable in tests`);
  };
  return { fetchStub, calls };
}
