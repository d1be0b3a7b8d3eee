import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testI18n } from '../i18n/test-i18n';
import { PageFrame, type Section } from './PageFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const links = [
  { href: '/checkout/delivery-address', label: 'Delivery address' },
  { href: '/checkout/shipping-options', label: 'Shipping' },
  { href: '/checkout/payment-methods', label: 'Payment' },
  { href: '/checkout/summary', label: 'Summary' },
];

async function show(section: Section, lng = 'en') {
  const i18n = await testI18n(lng, ['common'], { currentOnly: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: section.current }).hook}>
        <PageFrame title="Shipping" section={section} />
      </Router>
    </I18nextProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PageFrame section navigation', () => {
  it('names every checkout step, marks the current one a step, and says how far along it is', async () => {
    await show({ label: 'Checkout steps', links, current: '/checkout/shipping-options', steps: true });
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    const steps = within(nav).getAllByRole('link');
    expect(steps.map((s) => s.textContent)).toEqual([
      '1. Delivery address',
      '2. Shipping',
      '3. Payment',
      '4. Summary',
    ]);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    // The line a phone shows over the bar, kept from screen readers (the list says the same).
    const count = nav.querySelector('.steps-count');
    expect(count?.textContent).toBe('Step 2 of 4Next: Payment');
    expect(count?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says no next step on the last one, in the customer’s language', async () => {
    await show({ label: 'Schritte', links, current: '/checkout/summary', steps: true }, 'de-de');
    const nav = screen.getByRole('navigation', { name: 'Schritte' });
    expect(nav.querySelector('.steps-count')?.textContent).toBe('Schritt 4 von 4');
  });

  it('keeps the account’s pages a row of pills, the current page marked as the page', async () => {
    await show({
      label: 'Account',
      links: [
        { href: '/account', label: 'Your account' },
        { href: '/account/settings', label: 'Settings' },
      ],
      current: '/account/settings',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav.querySelector('.steps-count')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Your account' }).getAttribute('aria-current')).toBeNull();
  });
});
