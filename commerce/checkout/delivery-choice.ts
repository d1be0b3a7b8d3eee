import type { BookAddress, PostalAddress } from '../api/types';

/** Whether two addresses are the same place for the same person (the basket keeps a copy, not its id). */
export const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  a.line1 === b.line1 &&
  a.postcode === b.postcode &&
  a.fullName === b.fullName &&
  a.countryCode === b.countryCode;

/**
 * The address chosen when the step opens: the basket's own delivery address when the address book
 * has it, else the default one, else the first; undefined for an empty book.
 */
export function preferredAddress(
  addresses: readonly BookAddress[],
  current: PostalAddress | null | undefined,
): string | undefined {
  const match = current ? addresses.find((a) => sameAddress(a, current)) : undefined;
  return (match ?? addresses.find((a) => a.isDefault) ?? addresses[0])?.uuid;
}
