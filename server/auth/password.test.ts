import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { checkPassword } from './password-strength';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Tr0ubadour-Horse-42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Tr0ubadour-Horse-42', hash)).toBe(true);
    expect(await verifyPassword('Tr0ubadour-Horse-43', hash)).toBe(false);
  });

  it('salts every hash and refuses a malformed one', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('password strength', () => {
  it('names each problem', () => {
    expect(checkPassword('short').problems).toEqual(['too_short']);
    expect(checkPassword('Password123!').problems).toContain('common');
    expect(checkPassword('aaaaaaaaaaaa').problems).toContain('repetitive');
    expect(checkPassword('annabelle-prints', 'annabelle@example.com').problems).toContain('contains_email');
  });

  it('scores good passwords', () => {
    expect(checkPassword('Tr0ubadour-Horse-42')).toEqual({ ok: true, score: 4, problems: [] });
    expect(checkPassword('quiet meadow lantern').ok).toBe(true);
  });
});
