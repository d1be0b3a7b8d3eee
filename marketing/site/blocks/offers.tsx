import type { z } from 'zod';
import type { discountsBlock, offersBlock } from '../../schema/blocks';
import { useSite } from '../context';

export function Offers({ block, id }: { block: z.infer<typeof offersBlock>; id: string }) {
  const { t, link } = useSite();
  return (
    <section className="block" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.heading}</h2>
      <ul className="cards">
        {block.items.map((item) => (
          <li className="card offer" key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.code && (
              <p>
                {t('offer.code')}: <span className="code">{item.code}</span>
              </p>
            )}
            <a href={link(item.link.href)}>{item.link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Discounts({ block, id }: { block: z.infer<typeof discountsBlock>; id: string }) {
  const { t, lang } = useSite();
  const percent = new Intl.NumberFormat(lang, { style: 'percent' });
  return (
    <section className="block" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{block.heading}</h2>
      <ul className="cards">
        {block.items.map((item) => (
          <li className="card" key={item.label}>
            <span className="pct">{t('discount.off', { percent: percent.format(item.percent / 100) })}</span>
            <h3>{item.label}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {block.terms && <p className="meta">{block.terms}</p>}
    </section>
  );
}
