// What the notification centre says when the alerts API (or the wallet's sign-in) refuses something: one sentence
// a person can act on, for every answer the rules and channels routes can give, instead of the API's wording
// (which names fields like `belowPct` and settings like ALERT_RULES_PER_WALLET).
import { ApiError } from '@fin/shared/api/client';
import { WalletSessionEnded } from '@fin/shared/web3/wallet-session';

const SIGN_IN_ENDED =
  'Your wallet sign-in for alerts has ended: sign in with your wallet again (one signature, no transaction).';

/** The form fields behind the API's field names. */
const FIELDS: Record<string, string> = {
  belowPct: 'The APY threshold',
  points: 'The drop in points',
  days: 'The number of days',
  minutes: 'The number of minutes',
  webhookUrl: 'The webhook URL',
  email: 'The email address',
  kind: 'The kind of alert',
};

type Issue = { path: string; message: string };

/** The API's validation issues: from the envelope's details, else read from its message ('Invalid request: x …'). */
function issuesOf(err: ApiError): Issue[] {
  const listed = (err.details as { issues?: Issue[] } | undefined)?.issues;
  if (Array.isArray(listed) && listed.length > 0) return listed;
  return err.message
    .replace(/^Invalid request:\s*/, '')
    .split('; ')
    .map((part) => {
      const [path = '', ...rest] = part.split(' ');
      return { path: path.replace(/^body\./, ''), message: rest.join(' ') };
    });
}

function invalidSentence(err: ApiError): string {
  return issuesOf(err)
    .map(({ path, message }) => {
      const field = FIELDS[path.replace(/^body\./, '')];
      if (!field) return 'Fin could not read this form: check each value and try again.';
      const why = message
        .replace(/^must be a public address, not/, 'must point to a public server, not')
        .replace(/^must be an https:\/\/ URL$/, 'must start with https://');
      return `${field} ${why}.`;
    })
    .filter((s, i, all) => all.indexOf(s) === i)
    .join(' ');
}

function isWalletRefusal(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: { code?: unknown } };
  return (
    e?.code === 4001 ||
    e?.cause?.code === 4001 ||
    e?.name === 'UserRejectedRequestError' ||
    (typeof e?.message === 'string' && /user (rejected|denied)/i.test(e.message))
  );
}

function httpSentence(err: ApiError): string {
  if (err.status === 401) return SIGN_IN_ENDED;
  if (err.status === 403)
    return 'The wallet signed in is not the one these alerts belong to: connect that wallet and sign in again.';
  if (err.code === 'ALERT_RULE_LIMIT') {
    const max = /already has (\d+)/.exec(err.message)?.[1];
    return `You already have ${max ?? 'the most'} rules, the most Fin keeps for one wallet: delete one before adding another.`;
  }
  if (err.code === 'EMAIL_UNAVAILABLE')
    return 'This server cannot send email (no mail server is set up): leave the email empty, or use a webhook.';
  if (err.code === 'VALIDATION_ERROR') return invalidSentence(err);
  if (err.status === 404)
    return 'This rule is no longer there (deleted in another tab?): the list now shows what is kept.';
  if (err.status === 429) return 'Too many changes in a short time: wait a minute, then try again.';
  return 'Fin could not save this just now: try again in a moment.';
}

/** The sentence the centre shows for `err`. */
export function alertsErrorSentence(err: unknown): string {
  if (err instanceof WalletSessionEnded) return SIGN_IN_ENDED;
  if (isWalletRefusal(err))
    return 'You declined the signature in your wallet, so nothing was changed: try again and approve it.';
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  if (err.kind === 'network')
    return "Fin's server could not be reached: check your connection and try again.";
  if (err.kind === 'timeout') return "Fin's server did not answer in time: try again in a moment.";
  if (err.kind === 'shape') return 'Fin answered in a way this page does not understand: reload the page.';
  return httpSentence(err);
}
