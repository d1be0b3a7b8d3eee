/**
 * The element in /new-print's first screen that carries the catalog its category cards were drawn
 * from (server/http/static-first-screen.ts): `<script type="application/json">` with the currency
 * and locale as data attributes. The app's first render reads it (src/app/first-screens.ts) and
 * shows the same cards at once, without asking the server again.
 */
export const FIRST_CATALOG_ID = 'first-catalog';
