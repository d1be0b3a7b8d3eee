import { IMAGE_LIMITS } from '../../contract/photo/image-limits';
import { formatMegabytes, formatNumber } from '../ui/format';

/**
 * The photo limits as the uploader's words name them ("up to {{size}} each", "over {{megapixels}}
 * megapixels"), from the contract's limits and written in the customer's language: 50 MB, 50 Mo,
 * 50 Mt.
 */
export function limitWords(locale: string): { size: string; megapixels: string } {
  return {
    size: formatMegabytes(IMAGE_LIMITS.maxBytes, locale),
    megapixels: formatNumber(IMAGE_LIMITS.maxPixels / 1_000_000, locale),
  };
}
