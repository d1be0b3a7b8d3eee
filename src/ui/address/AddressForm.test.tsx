import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldApiError } from '../../auth/http';
import { testI18n } from '../../i18n/test-i18n';
import { AddressForm } from './AddressForm';
import type { AddressValue } from './address-rules';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function show(props: Partial<Parameters<typeof AddressForm>[0]> = {}, lng = 'en') {
  const onSubmit = vi.fn<(a: AddressValue) => Promise<void>>(async () => {});
  const i18n = await testI18n(lng, ['common', 'address']);
  render(
    <I18nextProvider i18n={i18n}>
      <AddressForm
        initialCountry="GB"
        submitLabel="Save"
        onCancel={() => {}}
        onSubmit={onSubmit}
        {...props}
      />
    </I18nextProvider>,
  );
  return props.onSubmit ? (props.onSubmit as typeof onSubmit) : onSubmit;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const GB = { fullName: 'Ann Example', line1: '1 High Street', city: 'London', postcode: 'SW1A 1AA' };
const GB_LABELS = {
  fullName: 'Full name',
  line1: 'Address line 1',
  city: 'Town or city',
  postcode: 'Postcode',
};
function fillGb() {
  for (const key of Object.keys(GB) as (keyof typeof GB)[]) fill(GB_LABELS[key], GB[key]);
}

afterEach(cleanup);

describe('AddressForm', () => {
  it('labels every field and tells the browser what each one holds', async () => {
    await show();
    const expected: Record<string, string> = {
      Country: 'country',
      'Full name': 'name',
      'Address line 1': 'address-line1',
      'Address line 2 (optional)': 'address-line2',
      'Town or city': 'address-level2',
      'County, state or region (optional)': 'address-level1',
      Postcode: 'postal-code',
      'Phone number (optional)': 'tel',
    };
    for (const [label, autocomplete] of Object.entries(expected)) {
      expect(input(label).getAttribute('autocomplete'), label).toBe(autocomplete);
    }
    expect(input('Country').value).toBe('GB');
    expect(screen.getByText('For example SW1A 1AA')).toBeTruthy();
    expect(screen.queryByLabelText('Use as my default address')).toBeNull();
  });

  it('says what is missing or malformed before anything is sent', async () => {
    const onSubmit = await show();
    fill('Postcode', '12345');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the recipient's full name.")).toBeTruthy();
    expect(screen.getByText('Enter the first line of the address.')).toBeTruthy();
    expect(screen.getByText('Enter the town or city.')).toBeTruthy();
    expect(screen.getByText("This isn't a postcode for this country. For example: SW1A 1AA")).toBeTruthy();
    expect(input('Postcode').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a state in the US and calls the postcode a ZIP code in en-us', async () => {
    const onSubmit = await show({ initialCountry: 'US' }, 'en-us');
    expect(input('State').required).toBe(true);
    fill('Full name', 'Ann Example');
    fill('Address line 1', '1 Market St');
    fill('Town or city', 'San Francisco');
    fill('ZIP or postal code', 'SW1A 1AA');
    await save();
    expect(screen.getByText('Enter the state.')).toBeTruthy();
    expect(
      screen.getByText("This isn't a ZIP or postal code for this country. For example: 94105"),
    ).toBeTruthy();
    fill('State', 'CA');
    fill('ZIP or postal code', '94105');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryCode: 'US', region: 'CA', postcode: '94105' }),
    );
  });

  it('switches the rules with the country', async () => {
    await show();
    fireEvent.change(input('Country'), { target: { value: 'NL' } });
    expect(screen.getByText('For example 1012 JS')).toBeTruthy();
    fireEvent.change(input('Country'), { target: { value: 'US' } });
    expect(input('State')).toBeTruthy();
  });

  it('sends the address, with the default choice when the form offers it', async () => {
    const onSubmit = await show({ defaultChoice: false });
    fillGb();
    fireEvent.click(input('Use as my default address'));
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      ...GB,
      line2: null,
      region: null,
      countryCode: 'GB',
      phoneNumber: null,
      isDefault: true,
    });
  });

  it('starts from the address being edited', async () => {
    await show({
      initialCountry: 'SE',
      defaultChoice: true,
      initial: {
        fullName: 'Bo Exempel',
        line1: 'Storgatan 1',
        line2: null,
        city: 'Stockholm',
        region: null,
        postcode: '111 22',
        phoneNumber: '+46 8 123 456 78',
      },
    });
    expect(input('Country').value).toBe('SE');
    expect(input('Full name').value).toBe('Bo Exempel');
    expect(input('Phone number (optional)').value).toBe('+46 8 123 456 78');
    expect(input('Use as my default address').checked).toBe(true);
  });

  it('shows a server refusal next to its field, in the alert, or as a generic failure', async () => {
    const refuse = (field: string | undefined) =>
      vi.fn(async () => {
        throw new FieldApiError(400, 'VALIDATION', 'refused', field, undefined);
      });
    await show({ onSubmit: refuse('body.postcode') });
    fillGb();
    await save();
    expect(screen.getByText("This isn't a postcode for this country. For example: SW1A 1AA")).toBeTruthy();
    cleanup();

    await show({ onSubmit: refuse('body.countryCode') });
    fillGb();
    await save();
    expect(screen.getByRole('alert').textContent).toBe("We don't deliver to this country yet.");
    cleanup();

    await show({ onSubmit: refuse(undefined) });
    fillGb();
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});
