// Where a mainnet server may post alert webhooks: https to a public address only.
import { describe, expect, it } from 'vitest';
import { assertPublicWebhook, publicWebhookProblem } from '../src/modules/alerts/webhook-target';

describe('public webhook targets (mainnet)', () => {
  it('refuses http, this machine and private networks by name or address, with the reason', () => {
    expect(publicWebhookProblem('http://hooks.example.com/fin')).toBe('must be an https:// URL');
    for (const url of [
      'https://localhost/x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://172.20.1.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
    ])
      expect(publicWebhookProblem(url), url).toBe(
        'must be a public address, not this machine or a private network',
      );
    expect(publicWebhookProblem('https://hooks.example.com/fin')).toBeUndefined();
    expect(publicWebhookProblem('https://8.8.8.8/fin')).toBeUndefined();
  });

  it('checks again before sending, so a refused address never receives the alert', async () => {
    await expect(assertPublicWebhook('https://127.0.0.1/x')).rejects.toThrow(
      'the webhook URL must be a public address, not this machine or a private network',
    );
    await expect(assertPublicWebhook('https://8.8.8.8/x')).resolves.toBeUndefined();
  });
});
