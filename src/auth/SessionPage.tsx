import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, type Section } from '../ui/PageFrame';
import { RequireSession } from './RequireSession';

/**
 * A page of the signed-in customer (account and checkout): the frame with the title and intro of
 * `pages.<page>` in common's words, the section's tabs or steps, and the content only with a
 * session (anyone else goes to sign in and comes back).
 */
export function SessionPage({
  page,
  section,
  intro = true,
  children,
}: {
  page: string;
  section?: Section;
  /** False for a page without an intro line. */
  intro?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t(`pages.${page}.title`)}
      intro={intro ? t(`pages.${page}.intro`) : undefined}
      section={section}
    >
      <RequireSession>{children}</RequireSession>
    </PageFrame>
  );
}
