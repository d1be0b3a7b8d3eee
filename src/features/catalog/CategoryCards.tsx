import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMoney } from '../../ui/format';
import type { CatalogCategory } from './use-catalog';

const ART: Record<string, string> = {
  'photo-books': 'M6 5h9a3 3 0 0 1 3 3v11H9a3 3 0 0 1-3-3zM6 16a3 3 0 0 1 3-3h9',
  calendars: 'M5 6h14v13H5zM5 10h14M9 4v4M15 4v4',
  prints: 'M4 7h12v12H4zM8 4h12v12',
};

export function CategoryCards({ categories, locale }: { categories: CatalogCategory[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <ul className="card-grid">
      {categories.map((c) => (
        <li key={c.code}>
          <Link href={`/new-print/${c.code}`} className="card">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="card-art">
              <path d={ART[c.code] ?? ART.prints} fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="card-title">{c.name}</span>
            <span className="card-price">
              {t('catalog.from', { price: formatMoney(c.fromPrice, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
