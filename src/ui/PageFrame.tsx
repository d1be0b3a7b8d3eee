import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export interface SectionLink {
  href: string;
  label: string;
}

interface Props {
  title: string;
  intro?: string;
  /** Links to the sibling pages of this section (account pages, checkout steps). */
  section?: { label: string; links: SectionLink[]; current: string };
  /**
   * 'app': a full-screen tool (the editor) that lays out the whole screen and brings its own h1;
   * 'page' (the default): the content column under the site header, with this title as its h1.
   */
  layout?: 'page' | 'app';
  children?: ReactNode;
}

/** Every page's frame: a document title, the page heading and its section navigation. */
export function PageFrame({ title, intro, section, layout = 'page', children }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  if (layout === 'app')
    return (
      <main className="app-screen" id="main">
        {children}
      </main>
    );
  return (
    <main className="page" id="main">
      {section && (
        <nav className="section-nav" aria-label={section.label}>
          <ul>
            {section.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={l.href === section.current ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h1>{title}</h1>
      {intro && <p className="page-intro">{intro}</p>}
      {children}
    </main>
  );
}
