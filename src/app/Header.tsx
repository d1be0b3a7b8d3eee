import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { callApi } from '../api/client';
import { useSession } from '../auth/SessionProvider';
import { isEditorScreen } from '../features/editor/shell/editor-route';
import { PreferencesButton } from './PreferencesButton';

function useBasketCount() {
  return useQuery({
    queryKey: ['basket', 'count'],
    queryFn: () => callApi('GET /basket/count'),
  });
}

export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const count = useBasketCount().data?.count ?? 0;
  const session = useSession();
  // A registered user sees their account; a visitor or guest is offered sign-in instead.
  const signedIn = session.status === 'authenticated' && !session.data?.user.isGuest;

  // Navigating closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value we read.
  useEffect(() => setOpen(false), [location]);

  const links = [
    { href: '/products', label: t('nav.products') },
    { href: '/promotions', label: t('nav.offers') },
    { href: '/account/my-designs', label: t('nav.myDesigns') },
    { href: '/account', label: t('nav.account') },
    { href: '/sign-in', label: t('nav.signIn') },
  ].filter((l) => (signedIn ? l.href !== '/sign-in' : l.href !== '/account'));

  // An open print fills the screen under the editor's own bar (back, title, order), as a phone app.
  if (isEditorScreen(location)) return null;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <div className="header-bar">
        <Link href="/" className="brand" aria-label={t('nav.home')}>
          {/* Drawn inline: an <img> of an SVG costs the page an SVG document of its own (10-20 ms of
              the main thread while the first screen loads, Chromium's trace). */}
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="#1f3a5f" />
            <path
              d="M9 4h9a6 6 0 0 1 0 12H9zM9 16h10a6 6 0 0 1 0 12H9z"
              fill="none"
              stroke="#f5c451"
              strokeWidth="3"
            />
          </svg>
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={open ? 'main-nav open' : 'main-nav'} id={menuId}>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={location === l.href ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href="/new-print" className="button small header-cta">
          {t('actions.startPrint')}
        </Link>
        <PreferencesButton />
        <Link href="/basket" className="basket-link" aria-label={t('nav.basketWithCount', { count })}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20.5" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20.5" r="1.5" fill="currentColor" />
          </svg>
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="visually-hidden">{t('nav.menu')}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </header>
  );
}
