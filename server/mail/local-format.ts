import { languageOf } from '../../contract/catalog/catalog';
import { bcp47 } from '../../contract/locale/locales';
import { loadCatalogData } from '../catalog/catalog-data';

/**
 * What a customer e-mail says in the customer's own terms: dates as the order's locale writes them
 * (Intl, never ISO) and a product by the name the shop shows it under (its type and size in the
 * locale's language, as the basket does), never its internal code.
 */
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A calendar day (YYYY-MM-DD) or an instant, as the locale writes a date: "4 December 2026", "4. Dezember 2026". */
export function localDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(bcp47(locale), LONG).format(dayOf(iso));
}

/** A delivery window: one date when both ends are the same day, else the locale's own range ("4–8 December 2026"). */
export function localDateRange(earliest: string, latest: string, locale: string): string {
  const from = dayOf(earliest);
  const to = dayOf(latest);
  const format = new Intl.DateTimeFormat(bcp47(locale), LONG);
  return from.getTime() >= to.getTime() ? format.format(to) : format.formatRange(from, to);
}

const dayOf = (iso: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);

let names: Map<string, { type: Record<string, string>; size: string }> | null = null;

/** The product's customer name in the locale's language ("Hardcover · 20 × 20 cm"); the code itself only for a product no longer sold. */
export function productName(code: string, locale: string): string {
  if (!names) {
    names = new Map();
    for (const category of loadCatalogData().categories)
      for (const type of category.types)
        for (const product of type.products) names.set(product.code, { type: type.name, size: product.size });
  }
  const named = names.get(code);
  if (!named) return code;
  const lang = languageOf(locale);
  return `${named.type[lang] ?? named.type.en} · ${named.size}`;
}
