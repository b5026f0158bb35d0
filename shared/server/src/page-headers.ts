/**
 * Headers for the HTML pages. A page that can be framed by any site can be click-jacked (a wallet prompt under an
 * invisible button), so pages refuse every frame except the embed page, whose whole purpose is to be framed by
 * partner sites. The referrer policy keeps wallet addresses in our URLs (/portfolio?address=…) from leaking to the
 * sites our links open.
 */

export type Framing = 'none' | 'any' | readonly string[];

function contentSecurityPolicy(framing: Framing): string {
  const ancestors = framing === 'none' ? "'none'" : framing === 'any' ? '*' : framing.join(' ');
  return [
    // Scripts come from this origin and the remotes' origins, which remotes.json decides at run time; what is
    // locked here is what never varies: no plugins, no <base> hijack, no form posting elsewhere, who may frame.
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function pageHeaders(framing: Framing): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(framing),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors; a framed embed page needs no X-Frame-Options at all.
    ...(framing === 'none' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
