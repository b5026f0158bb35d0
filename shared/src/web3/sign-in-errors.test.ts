import { ApiError } from '@fin/shared/api/client';
import { signInErrorSentence } from './sign-in-errors';

describe('why a sign-in did not happen', () => {
  it("says the API's own reason when it refused the signed message, never that a session ended", () => {
    const refused = new ApiError(
      'The signed sign-in message was not accepted: it names localhost:3000, which is not a Fin page',
      'http',
      401,
      'WALLET_PROOF_INVALID',
    );
    expect(signInErrorSentence(refused)).toBe(
      'The signed sign-in message was not accepted: it names localhost:3000, which is not a Fin page',
    );
  });

  it('names a signature declined in the wallet and a server out of reach', () => {
    expect(signInErrorSentence({ code: 4001, message: 'User rejected the request.' })).toBe(
      'You declined the signature in your wallet, so you are not signed in: sign in again and approve it.',
    );
    expect(signInErrorSentence(new ApiError('Could not reach /api/auth/nonce', 'network'))).toBe(
      "Fin's server could not be reached, so you are not signed in: check your connection and try again.",
    );
  });
});
