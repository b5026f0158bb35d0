/** A nav entry: the dashboard anchor it scrolls to and, for remote sections, the remote a hover preloads. */
export type NavItem = { anchor: string; label: string; remoteId?: string | undefined };
