/**
 * PrintProvider: the print-on-demand service (Lulu in production, a local print lab on the
 * local stack). Amounts are integer US cents.
 */
export interface PrintAddress {
  name: string;
  street1: string;
  street2: string;
  city: string;
  stateCode: string;
  postcode: string;
  countryCode: 'US';
  phoneNumber: string;
  email: string;
}

export interface ShippingOption {
  /** The provider's shipping level, e.g. 'MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'. */
  id: string;
  name: string;
  /** What the buyer reads, e.g. '5-7 business days'. */
  deliveryTime: string;
  costCents: number;
}

export interface PrintProvider {
  readonly description: string;
  /** The ways one copy of a book of `pageCount` pages can ship to this address, cheapest first. */
  shippingOptions(address: PrintAddress, pageCount: number): Promise<ShippingOption[]>;
}
