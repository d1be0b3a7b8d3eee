// Its styles (catalog.css) are in the entry's stylesheet: the server's first screens show product
// pictures before any script (src/main.tsx).
import { type ProductPicture as Picture, pictureUrl } from '../../contract/catalog/product-pictures';

/**
 * A picture of a real product painted by render-core (npm run pictures). It loads lazily, unless it
 * is the screen's `first` (its largest paint: loaded at once), and its width and height keep its
 * place so nothing moves when it arrives.
 */
export function ProductPicture({
  picture,
  alt,
  className,
  first = false,
}: {
  picture: Picture;
  alt: string;
  className?: string;
  first?: boolean;
}) {
  return (
    <img
      src={pictureUrl(picture)}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={first ? undefined : 'lazy'}
      decoding={first ? undefined : 'async'}
      fetchPriority={first ? 'high' : undefined}
      className={className ? `product-picture ${className}` : 'product-picture'}
    />
  );
}
