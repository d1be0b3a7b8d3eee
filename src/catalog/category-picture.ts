// The server draws the same cards into /new-print's first screen (contract/catalog/category-cards-html.ts).
export { pictureTypeOf } from '../../contract/catalog/category-picture';
