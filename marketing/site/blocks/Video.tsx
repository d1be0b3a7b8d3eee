import type { z } from 'zod';
import type { videoBlock } from '../../schema/blocks';
import { useSite } from '../context';

/** A facade: nothing from YouTube loads until the reader presses play (the video island). */
export function Video({ block, id }: { block: z.infer<typeof videoBlock>; id: string }) {
  const { t } = useSite();
  return (
    <section className="block" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.title}</h2>
      <div className="video" data-island="video" data-youtube={block.youtubeId} data-title={block.title}>
        <button type="button" aria-label={t('video.play', { title: block.title })}>
          <span className="play" aria-hidden="true">
            ▶
          </span>
          <span aria-hidden="true">{t('video.note')}</span>
        </button>
      </div>
      {block.caption && <p className="meta">{block.caption}</p>}
    </section>
  );
}
