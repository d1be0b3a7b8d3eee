import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { localeOfPath, PRODUCT_LISTING_PATHS, productListingPath } from './localised-paths';

describe('localised product-listing paths', () => {
  it('has a path for each of the 14 locales, in that language', () => {
    expect(PRODUCT_LISTING_PATHS).toHaveLength(LOCALES.length);
    expect(productListingPath('de-de')).toBe('/de-de/produkte');
    expect(productListingPath('fr-fr')).toBe('/fr-fr/produits');
    expect(productListingPath('pl-pl')).toBe('/pl-pl/produkty');
    expect(productListingPath('en')).toBe('/en/products');
    expect(new Set(PRODUCT_LISTING_PATHS.map((p) => p.path)).size).toBe(LOCALES.length);
  });

  it('finds the locale of a localised path', () => {
    expect(localeOfPath('/fi-fi/tuotteet')).toBe('fi-fi');
    expect(localeOfPath('/fi-fi/tuotteet/')).toBe('fi-fi');
    expect(localeOfPath('/products')).toBeNull();
    expect(localeOfPath('/de-de/products')).toBeNull();
  });
});
