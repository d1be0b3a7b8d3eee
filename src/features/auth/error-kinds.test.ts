import { describe, expect, it } from 'vitest';
import { authErrorMessage, signInCodeKey } from './error-kinds';

describe('auth error kinds', () => {
  it('gives every SPEC §8 kind its own message group', () => {
    expect(authErrorMessage('MissingSecret')).toBe('configuration');
    expect(authErrorMessage('OAuthCallbackError')).toBe('oauthCallback');
    expect(authErrorMessage('AccountNotLinkedError')).toBe('accountNotLinked');
    expect(authErrorMessage('InvalidCallbackUrl')).toBe('invalidCallbackUrl');
    expect(authErrorMessage('UnknownError')).toBe('unknown');
    expect(authErrorMessage('something new')).toBe('unknown');
  });

  it('maps sign-in codes to keys, unknown codes to a general one', () => {
    expect(signInCodeKey('rate_limited')).toBe('codes.rate_limited');
    expect(signInCodeKey('<script>')).toBe('codes.unknown');
    expect(signInCodeKey(null)).toBe('codes.unknown');
  });
});
