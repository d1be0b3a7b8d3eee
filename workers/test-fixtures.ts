/**
 * The checkout's fixtures/ folder (real photos and edge-case files, see fixtures/README.md) for the
 * worker tests, as file URLs that `readFileSync` takes: `fixtureUrl('edge/cmyk.jpg')`.
 */
export const fixtureUrl = (path: string): URL => new URL(`../fixtures/${path}`, import.meta.url);
