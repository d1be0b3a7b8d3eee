import { describe, expect, it } from 'vitest';
import { checkRequest, findRoute } from './check';
import { API_ROUTES } from './routes';

const address = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
};

describe('the client checks a request against the contract before sending it', () => {
  it('finds the route, static paths before parameters', () => {
    expect(findRoute('GET', '/print/list')?.path).toBe('/print/list');
    expect(findRoute('GET', '/print/4f1c')?.path).toBe('/print/:id');
    expect(findRoute('PUT', '/account/addresses/abc?x=1')?.path).toBe('/account/addresses/:uuid');
    expect(findRoute('GET', '/payment/sandbox/wallet/r1')?.path).toBe(
      '/payment/sandbox/:page{challenge|wallet}/:ref',
    );
    expect(findRoute('GET', '/payment/sandbox/other/r1')).toBeUndefined();
    expect(findRoute('PATCH', '/photo/upload/abc')?.path).toBe('/photo/upload/*');
    expect(findRoute('GET', '/nothing-here')).toBeUndefined();
  });

  it('refuses a body the server would refuse, in the server’s words', () => {
    expect(checkRequest('POST', '/account/addresses', address)).toBeNull();
    expect(checkRequest('POST', '/account/addresses', { ...address, postcode: '123' })).toEqual({
      field: 'body.postcode',
      message: 'Invalid body.postcode: is not a postcode of this country (for example SW1A 1AA)',
    });
    expect(checkRequest('POST', '/basket/item?locale=en&country=GB', { printId: 'nope' })?.field).toBe(
      'body.printId',
    );
    expect(checkRequest('POST', '/basket/set-shipping-method', { method: 'teleport' })?.field).toBe(
      'body.method',
    );
  });

  it('checks the query too', () => {
    expect(checkRequest('GET', '/shipping-options?country=DE', undefined)).toBeNull();
    expect(checkRequest('GET', '/shipping-options?country=Germany', undefined)).toMatchObject({
      field: 'query.country',
    });
    expect(checkRequest('GET', '/catalog?currency=XYZ', undefined)?.field).toBe('query.currency');
  });

  it('lets through what the contract holds no schema for', () => {
    expect(checkRequest('POST', '/account/sign-out-everywhere', { anything: true })).toBeNull();
    expect(checkRequest('GET', '/unknown', undefined)).toBeNull();
  });

  it('every registry path is one the client can match', () => {
    for (const route of API_ROUTES) {
      const sample = route.path
        .replace(/:\w+\{([\w-]+)\|[^}]*\}/g, '$1')
        .replace(/:\w+\{[^}]*\}/g, 'x')
        .replace(/:\w+/g, 'id1')
        .replace('*', 'rest');
      const method = route.method === 'ALL' ? route.methods![0]! : route.method;
      expect(findRoute(method, sample), `${method} ${sample}`).toBeDefined();
    }
  });
});
