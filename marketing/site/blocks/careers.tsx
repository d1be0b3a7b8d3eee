import type { z } from 'zod';
import type { howToApplyBlock, openingsBlock } from '../../schema/blocks';
import { useSite } from '../context';

export function Openings({ block, id }: { block: z.infer<typeof openingsBlock>; id: string }) {
  return (
    <section className="block" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.heading}</h2>
      <ul className="cards">
        {block.items.map((item) => (
          <li className="card" key={item.title}>
            <h3>{item.title}</h3>
            <p className="meta">
              {item.location} · {item.kind}
            </p>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowToApply({ block, id }: { block: z.infer<typeof howToApplyBlock>; id: string }) {
  const { t } = useSite();
  return (
    <section className="block prose" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.heading}</h2>
      <ol className="steps">
        {block.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {t('apply.email')} <a href={`mailto:${block.email}`}>{block.email}</a>
      </p>
    </section>
  );
}
