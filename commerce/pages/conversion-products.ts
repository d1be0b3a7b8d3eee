import type { ConversionProduct } from '../../src/conversion/batch';
import type { Basket } from '../api/types';

export const conversionProducts = (basket: Basket): ConversionProduct[] =>
  basket.items.map((i) => ({
    productCode: i.productCode,
    price: i.unitPriceMinor / 100,
    quantity: i.quantity,
  }));
