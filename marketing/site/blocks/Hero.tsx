import type { z } from 'zod';
import type { heroBlock } from '../../schema/blocks';
import { useSite } from '../context';
import { ProductArt } from './ProductArt';

/** The page's banner. Without its own heading it shows the page heading as the h1. */
export function Hero({
  block,
  page,
  first,
}: {
  block: z.infer<typeof heroBlock>;
  page: { heading: string; intro: string };
  first: boolean;
}) {
  const { link } = useSite();
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className="hero">
      <div>
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <Heading>{block.heading ?? page.heading}</Heading>
        <p className="lead">{block.text ?? page.intro}</p>
        <div className="ctas">
          <a className="btn" href={link(block.cta.href)}>
            {block.cta.label}
          </a>
          {block.secondary && (
            <a className="btn ghost" href={link(block.secondary.href)}>
              {block.secondary.label}
            </a>
          )}
        </div>
      </div>
      <ProductArt art={block.art} />
    </section>
  );
}
