import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listSharedDesigns, type SharedDesign, sharedDesignsKey } from '../../api/collab-api';

/** A contributor adds photos on their own page; every other member opens the editor (read-only or not). */
const hrefOf = (d: SharedDesign) =>
  d.permission === 'contribute' ? `/contribute/${d.id}` : `/editor/${d.id}`;

/** The cover's thumbnail from the server; a photo not uploaded yet (or gone) shows the placeholder. */
function SharedCover({ design }: { design: SharedDesign }) {
  const { t } = useTranslation('prints');
  const [failed, setFailed] = useState(false);
  if (!design.coverPhotoId || failed) return <div className="design-thumb">{t('myDesigns.noCover')}</div>;
  return (
    <img
      className="design-thumb"
      src={`/webapp/api/photo/${encodeURIComponent(design.coverPhotoId)}/thumb`}
      alt={t('myDesigns.cover', { title: design.title })}
      onError={() => setFailed(true)}
    />
  );
}

function SharedCard({ design }: { design: SharedDesign }) {
  const { t } = useTranslation(['prints', 'collab']);
  return (
    <li className="design-card" aria-label={design.title}>
      <SharedCover design={design} />
      <h3>{design.title}</h3>
      <p className="muted">
        {t('sharedWithMe.from', {
          name: design.ownerName,
          permission: t(`collab:permission.${design.permission}.name`),
        })}
      </p>
      <div className="actions">
        <Link href={hrefOf(design)} className="button small">
          {design.permission === 'contribute' ? t('sharedWithMe.addPhotos') : t('myDesigns.open')}
          <span className="visually-hidden"> {design.title}</span>
        </Link>
      </div>
    </li>
  );
}

/**
 * "Shared with you" under My designs: the books others invited the customer into, so the invite
 * link is needed once. Nothing is shown while loading, on failure or when there are none: the
 * customer's own designs above are the page.
 */
export function SharedWithMe() {
  const { t } = useTranslation('prints');
  const shared = useQuery({ queryKey: sharedDesignsKey, queryFn: listSharedDesigns });
  if (!shared.data || shared.data.designs.length === 0) return null;
  return (
    <section className="shared-with-me" aria-labelledby="shared-with-me-title">
      <h2 id="shared-with-me-title">{t('sharedWithMe.title')}</h2>
      <ul className="design-list">
        {shared.data.designs.map((d) => (
          <SharedCard key={d.id} design={d} />
        ))}
      </ul>
    </section>
  );
}
