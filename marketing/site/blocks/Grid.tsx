import type { z } from 'zod';
import type { gridBlock } from '../../schema/blocks';
import { useSite } from '../context';

export function Grid({ block, id }: { block: z.infer<typeof gridBlock>; id: string }) {
  const { link } = useSite();
  return (
    <section className="block" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.heading}</h2>
      <ul className="cards">
        {block.items.map((item) => (
          <li className="card" key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.link && <a href={link(item.link.href)}>{item.link.label}</a>}
          </li>
        ))}
      </ul>
    </section>
  );
}
