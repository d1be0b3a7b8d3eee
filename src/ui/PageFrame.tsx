import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export interface SectionLink {
  href: string;
  label: string;
}

export interface Section {
  label: string;
  links: SectionLink[];
  current: string;
  /** The links are the steps of one task, in order (checkout), not pages to pick from (account). */
  steps?: boolean;
}

interface Props {
  title: string;
  intro?: string;
  /** Links to the sibling pages of this section (account pages, checkout steps). */
  section?: Section;
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
      {section && (section.steps ? <StepsNav section={section} /> : <SectionNav section={section} />)}
      <h1>{title}</h1>
      {intro && <p className="page-intro">{intro}</p>}
      {children}
    </main>
  );
}

/**
 * The pages of a section (the account's seven) as a row of pills. On a phone the row scrolls
 * sideways, as a row of filter chips does: the pill cut at the edge says there is more, and the
 * current page's pill is scrolled into view, so a customer on "Settings" sees where they are.
 */
function SectionNav({ section }: { section: Section }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current?.parentElement;
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    // Only the row moves (scrollIntoView would scroll the page too): the pill is centred in it.
    const left = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, left);
  }, []);
  return (
    <nav className="section-nav" aria-label={section.label}>
      <ul ref={list}>
        {section.links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={l.href === section.current ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The steps of a task (checkout). Every step is on screen at once, whatever the language: a step
 * bar whose steps scroll sideways hides the step still to come, which is what the customer wants
 * to know (issue 25). So a phone shows "Step 2 of 4" and the next step's name over a bar of four
 * parts, as the large shops' phone checkouts do, and the page's heading names the current step;
 * from 768 px the steps are named in a numbered row that wraps rather than scrolls. Each part is
 * the link to its step (a 44 px tall target), named "2. Shipping" however it is drawn.
 */
function StepsNav({ section }: { section: Section }) {
  const { t } = useTranslation();
  const at = section.links.findIndex((l) => l.href === section.current);
  const next = at >= 0 ? section.links[at + 1] : undefined;
  return (
    <nav className="steps-nav" aria-label={section.label}>
      {at >= 0 && (
        // The list says the same to a screen reader (its current step is marked), so this is for the eye.
        <p className="steps-count" aria-hidden="true">
          <span>{t('nav.stepOf', { step: at + 1, count: section.links.length })}</span>
          {next && <span className="steps-next">{t('nav.nextStep', { name: next.label })}</span>}
        </p>
      )}
      <ol>
        {section.links.map((l, i) => (
          <li key={l.href} className={i < at ? 'done' : i === at ? 'current' : undefined}>
            <Link href={l.href} aria-current={i === at ? 'step' : undefined}>
              <span className="step-text">
                {i + 1}. {l.label}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
