import type { Block } from '../../schema/blocks';
import { HowToApply, Openings } from './careers';
import { FeatureCarousel, ProductCarousel, TestimonialCarousel } from './carousels';
import { Countdown } from './Countdown';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Discounts, Offers } from './offers';
import { Paragraph, Quote } from './text';
import { Video } from './Video';

export interface BlockListProps {
  blocks: Block[];
  page: { heading: string; intro: string };
  /** True when the page has no header of its own, so a leading hero carries the h1. */
  heroIsHeader: boolean;
  now: number;
}

export function BlockList({ blocks, page, heroIsHeader, now }: BlockListProps) {
  return (
    <>
      {blocks.map((block, i) => {
        const id = `b${i}`;
        switch (block.type) {
          case 'hero':
            return <Hero key={id} block={block} page={page} first={heroIsHeader && i === 0} />;
          case 'productCarousel':
            return <ProductCarousel key={id} id={id} block={block} />;
          case 'testimonialCarousel':
            return <TestimonialCarousel key={id} id={id} block={block} />;
          case 'featureCarousel':
            return <FeatureCarousel key={id} id={id} block={block} />;
          case 'countdown':
            return <Countdown key={id} id={id} block={block} now={now} />;
          case 'paragraph':
            return <Paragraph key={id} block={block} />;
          case 'quote':
            return <Quote key={id} block={block} />;
          case 'video':
            return <Video key={id} id={id} block={block} />;
          case 'grid':
            return <Grid key={id} id={id} block={block} />;
          case 'offers':
            return <Offers key={id} id={id} block={block} />;
          case 'discounts':
            return <Discounts key={id} id={id} block={block} />;
          case 'howToApply':
            return <HowToApply key={id} id={id} block={block} />;
          case 'openings':
            return <Openings key={id} id={id} block={block} />;
          default:
            return null;
        }
      })}
    </>
  );
}
