import { type BindingSpec, bindingSpecSchema } from '../../render-core/model/product';
import { loadCatalogData } from './catalog-data';

let byCode: Map<string, BindingSpec> | null = null;

/**
 * A book product's binding from the catalog data file (spine paper, wrap, cover file rules). The
 * products table keeps geometry and prices; binding is print data read from the file by code, so
 * documents saved before covers had spines still print with their product's spine.
 */
export function catalogBinding(code: string): BindingSpec | undefined {
  if (!byCode) {
    byCode = new Map();
    for (const category of loadCatalogData().categories)
      for (const type of category.types)
        for (const product of type.products)
          if (product.binding) byCode.set(product.code, bindingSpecSchema.parse(product.binding));
  }
  return byCode.get(code);
}
