import type { z } from 'zod';
import type { paragraphBlock, quoteBlock } from '../../schema/blocks';

export function Paragraph({ block }: { block: z.infer<typeof paragraphBlock> }) {
  return (
    <section className="block prose">
      {block.heading && <h2>{block.heading}</h2>}
      {block.text.split(/\n{2,}/).map((para) => (
        <p key={para}>{para}</p>
      ))}
    </section>
  );
}

export function Quote({ block }: { block: z.infer<typeof quoteBlock> }) {
  return (
    <figure className="block prose" style={{ marginInline: 0 }}>
      <blockquote>
        <p>{block.text}</p>
      </blockquote>
      <figcaption className="meta">— {block.cite}</figcaption>
    </figure>
  );
}
