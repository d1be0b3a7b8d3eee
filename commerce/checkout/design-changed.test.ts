import { describe, expect, it } from 'vitest';
import { FieldApiError } from '../../src/api/client';
import { changedDesignOf, checkAgainHref } from './design-changed';

describe('a design changed since its print check, refused at paying', () => {
  it('is read from the 409 and leads back to the order step for that line', () => {
    const err = new FieldApiError(409, 'CONFLICT', 'changed', undefined, {
      reason: 'design_changed',
      printId: 'p1',
    });
    expect(changedDesignOf(err)).toEqual({ printId: 'p1' });
    expect(checkAgainHref('p1', 'i9')).toBe('/editor/order-details?print=p1&item=i9');
  });

  it('is not any other failure', () => {
    expect(
      changedDesignOf(new FieldApiError(409, 'CONFLICT', 'key used', 'body.idempotencyKey', null)),
    ).toBeNull();
    expect(changedDesignOf(new Error('offline'))).toBeNull();
  });
});
