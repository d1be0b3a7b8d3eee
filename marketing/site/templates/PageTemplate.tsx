import type { Page } from '../../schema/content';
import { BlockList } from '../blocks/BlockList';
import { PageHead } from './parts';

/** Every single page kind (about, careers, offers, ...): a header and its blocks. */
export function PageTemplate({ page, now }: { page: Page; now: number }) {
  const heroIsHeader = page.blocks[0]?.type === 'hero';
  return (
    <>
      {!heroIsHeader && <PageHead heading={page.heading} intro={page.intro} />}
      <BlockList blocks={page.blocks} page={page} heroIsHeader={heroIsHeader} now={now} />
    </>
  );
}
