import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShippingAddressForm } from './ShippingAddressForm';

function renderForm() {
  const onSubmit = vi.fn();
  render(<ShippingAddressForm initial={null} busy={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'See shipping options' }));

describe('ShippingAddressForm', () => {
  it('asks for the country first, the US by default with its states and ZIP code', () => {
    renderForm();
    const fields = screen.getAllByRole('combobox').concat(screen.getAllByRole('textbox'));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(fields[0]).toBe(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
  });

  it('switches to Canada’s provinces and postal code, checked with Canada’s rules', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    const province = screen.getByRole('combobox', { name: 'Province or territory' });
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '100 Queen St W');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Toronto');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+1 416 555 0123');
    await submit(user);
    expect(screen.getByText('Please choose a province or territory.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a postal code like M5H 2N2.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(province, 'ON');
    await user.clear(screen.getByRole('textbox', { name: 'Postal code' }));
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'm5h2n2');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        country_code: 'CA',
        state_code: 'ON',
        postcode: 'M5H 2N2',
        city: 'Toronto',
        phone_number: '+1 416 555 0123',
      }),
    );
  });

  it('lets a country without regions leave the region out, and names its postcode', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    expect(screen.getByRole('textbox', { name: 'Region (optional)' })).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '10 Downing Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'London');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'sw1a 2aa');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0958');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country_code: 'GB', state_code: '', postcode: 'SW1A 2AA' }),
    );
  });

  it('refuses a phone number that is not one, in the brand’s words', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '12');
    await submit(user);
    expect(
      screen.getByText('Please enter a phone number with its country code, like +1 555 123 4567.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
