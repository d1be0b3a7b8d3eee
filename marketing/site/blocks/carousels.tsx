import type { z } from 'zod';
import { findTypeByCode } from '../../build/catalog';
import type {
  featureCarouselBlock,
  productCarouselBlock,
  testimonialCarouselBlock,
} from '../../schema/blocks';
import { useSite } from '../context';
import { Carousel } from './Carousel';
import { TypeCard } from './TypeCard';

export function ProductCarousel({ block, id }: { block: z.infer<typeof productCarouselBlock>; id: string }) {
  const { catalog } = useSite();
  const found = block.types.map((code) => findTypeByCode(catalog, code)).filter((f) => f !== null);
  return (
    <Carousel id={id} heading={block.heading}>
      {found.map(({ category, type }) => (
        <TypeCard key={type.code} category={category} type={type} />
      ))}
    </Carousel>
  );
}

export function TestimonialCarousel({
  block,
  id,
}: {
  block: z.infer<typeof testimonialCarouselBlock>;
  id: string;
}) {
  const { t } = useSite();
  return (
    <Carousel id={id} heading={block.heading}>
      {block.items.map((item) => (
        <figure className="card" key={item.name} style={{ margin: 0, height: '100%' }}>
          <span className="stars" role="img" aria-label={t('rating', { rating: item.rating })}>
            {'★'.repeat(item.rating)}
            {'☆'.repeat(5 - item.rating)}
          </span>
          <blockquote style={{ border: 0, padding: 0, background: 'none', fontSize: '1.05rem' }}>
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className="meta">
            {item.name} · {item.product}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

export function FeatureCarousel({ block, id }: { block: z.infer<typeof featureCarouselBlock>; id: string }) {
  return (
    <Carousel id={id} heading={block.heading}>
      {block.items.map((item) => (
        <div className="card" key={item.title} style={{ height: '100%' }}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </Carousel>
  );
}
