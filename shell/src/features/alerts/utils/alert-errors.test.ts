import { ApiError } from '@fin/shared/api/client';
import { describe, expect, it } from 'vitest';
import { alertsErrorSentence } from './alert-errors';

const http = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError(message, 'http', status, code, details);
const invalid = (path: string, message: string) =>
  http(400, 'VALIDATION_ERROR', `Invalid request: body.${path} ${message}`, {
    issues: [{ location: 'body', path, message }],
  });

describe('alertsErrorSentence', () => {
  it('says a full rule list is full, with its limit, and what to do', () => {
    const err = http(
      409,
      'ALERT_RULE_LIMIT',
      'This wallet already has 20 alert rules, the most this server keeps per wallet (ALERT_RULES_PER_WALLET): delete one first',
    );
    expect(alertsErrorSentence(err)).toBe(
      'You already have 20 rules, the most Fin keeps for one wallet: delete one before adding another.',
    );
  });

  it('names the field of a refused threshold in the form’s words, never the API’s', () => {
    expect(alertsErrorSentence(invalid('belowPct', 'must be at least 0'))).toBe(
      'The APY threshold must be at least 0.',
    );
    expect(alertsErrorSentence(invalid('days', 'must be at most 90'))).toBe(
      'The number of days must be at most 90.',
    );
    expect(alertsErrorSentence(invalid('minutes', 'must be a whole number of minutes'))).toBe(
      'The number of minutes must be a whole number of minutes.',
    );
  });

  it('explains a bad or private webhook address, with or without listed issues', () => {
    expect(alertsErrorSentence(invalid('webhookUrl', 'must be an https:// URL'))).toBe(
      'The webhook URL must start with https://.',
    );
    const privateAddress = http(
      400,
      'VALIDATION_ERROR',
      'Invalid request: webhookUrl must be a public address, not this machine or a private network',
    );
    expect(alertsErrorSentence(privateAddress)).toBe(
      'The webhook URL must point to a public server, not this machine or a private network.',
    );
  });

  it('says email is off on this server and what to use instead', () => {
    const err = http(400, 'EMAIL_UNAVAILABLE', 'Email alerts are off on this server (it has no SMTP_URL)');
    expect(alertsErrorSentence(err)).toContain('This server cannot send email');
    expect(alertsErrorSentence(err)).not.toContain('SMTP_URL');
  });

  it('asks to sign in again when the session ended, and says so when the wallet declined the signature', () => {
    expect(alertsErrorSentence(http(401, 'WALLET_PROOF_EXPIRED', 'The session expired'))).toBe(
      'Your wallet sign-in for alerts has ended: sign in with your wallet again (one signature, no transaction).',
    );
    expect(alertsErrorSentence(http(403, 'WALLET_MISMATCH', 'x'))).toContain(
      'not the one these alerts belong to',
    );
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    expect(alertsErrorSentence(declined)).toBe(
      'You declined the signature in your wallet, so nothing was changed: try again and approve it.',
    );
  });

  it('says what to do when the server is down, slow, busy or gone wrong', () => {
    expect(alertsErrorSentence(new ApiError('fetch failed', 'network'))).toContain('could not be reached');
    expect(alertsErrorSentence(new ApiError('deadline', 'timeout'))).toContain('did not answer in time');
    expect(alertsErrorSentence(http(429, 'RATE_LIMITED', 'Too many requests'))).toContain('wait a minute');
    expect(alertsErrorSentence(http(404, 'NOT_FOUND', 'This wallet has no alert rule 9'))).toContain(
      'no longer there',
    );
    expect(alertsErrorSentence(http(500, 'INTERNAL', 'boom'))).toBe(
      'Fin could not save this just now: try again in a moment.',
    );
  });
});
