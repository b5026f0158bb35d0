/** The page's localStorage, or undefined where there is none or it is refused (tests in node, privacy modes). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
