import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../src/i18n/test-i18n';
import type { OrderTotals } from '../api/types';
import { Totals } from './Totals';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const totals = {
  subtotalMinor: 2500,
  discountMinor: 0,
  shippingMinor: 500,
  creditMinor: 0,
  totalMinor: 3000,
  vatMinor: 610,
  vatRate: 0.255,
} as OrderTotals;

async function vatLine(locale: string) {
  const i18n = await testI18n(locale, ['commerce']);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Totals totals={totals} currency="EUR" />
    </I18nextProvider>,
  );
  const text = screen.getByText(/ALV|VAT/).textContent;
  view.unmount();
  return text;
}

describe('Totals', () => {
  it('writes the VAT rate as the customer’s language writes numbers (25,5 % in Finnish)', async () => {
    // A no-break space before the %, so "(25,5 %)" never breaks apart on a phone.
    expect(await vatLine('fi-fi')).toBe('Sisältää ALV:n (25,5\u00a0%)');
    expect(await vatLine('en')).toBe('Including VAT (25.5%)');
  });
});
