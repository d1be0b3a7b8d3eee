import { pictureUrl, stylePicture } from '../../../contract/catalog/product-pictures';

/** The hero art names a kind of product; its picture is that kind's best-known style. */
const ART_TYPE = { book: 'hardcover', calendar: 'wall', prints: 'glossy', gift: 'layflat' } as const;
export type ArtKind = keyof typeof ART_TYPE;

/**
 * A picture of a real product, painted by render-core from the repository's sample photos (the
 * web app's product pictures, `npm run pictures`). Beside a heading or a named card it only shows
 * what the words say, so it is not read out (empty alt). Width and height keep its place.
 */
export function ProductPicture({
  type,
  className,
  eager,
}: {
  type: string;
  className?: string;
  eager?: boolean;
}) {
  const picture = stylePicture(type);
  return (
    <img
      className={className}
      src={pictureUrl(picture)}
      width={picture.width}
      height={picture.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

export function ProductArt({ art, type }: { art?: ArtKind; type?: string }) {
  return (
    <div className="art">
      <ProductPicture type={type ?? ART_TYPE[art ?? 'book']} eager />
    </div>
  );
}
