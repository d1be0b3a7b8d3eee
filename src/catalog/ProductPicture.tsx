// Its styles (catalog.css) are in the entry's stylesheet: the server's first screens show product
// pictures before any script (src/main.tsx).
import { type ProductPicture as Picture, pictureUrl } from '../../contract/catalog/product-pictures';

/**
 * A picture of a real product painted by render-core (npm run pictures). It loads lazily, and its
 * width and height keep its place so nothing moves when it arrives.
 */
export function ProductPicture({
  picture,
  alt,
  className,
}: {
  picture: Picture;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={pictureUrl(picture)}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className ? `product-picture ${className}` : 'product-picture'}
    />
  );
}
