import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./session-client', () => ({
  SIGN_IN_PATH: '/webapp/sign-in',
  getProviders: vi.fn(),
  postAuthForm: vi.fn(async () => {
    calls.push('post');
    return { data: { url: '/webapp/' } };
  }),
  broadcastSessionChange: vi.fn(() => calls.push('broadcast')),
  refreshSession: vi.fn(async () => {
    calls.push('refresh');
  }),
}));
vi.mock('../photos/forget', () => ({
  forgetPhotosOnDevice: vi.fn(async () => {
    calls.push('forget');
  }),
}));

const { signOut } = await import('./sign-in');

beforeEach(() => {
  calls.length = 0;
});

describe('signOut', () => {
  it("forgets the account's photos on this device once the server has signed it out, before other tabs hear", async () => {
    expect(await signOut({ redirect: false })).toEqual({ url: '/webapp/' });
    expect(calls).toEqual(['post', 'forget', 'broadcast', 'refresh']);
  });
});
