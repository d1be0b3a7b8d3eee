/** A print's id as the editor's URL carries it (/editor/:id). */
export const PRINT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path (inside /webapp) opens a print in the editor: that screen brings its own bar, so
 * the site header gives way to it. A malformed id gets the ordinary page saying it was not found.
 */
export function isEditorScreen(path: string): boolean {
  const match = /^\/editor\/([^/?#]+)\/?$/.exec(path);
  return !!match && PRINT_ID.test(match[1]!);
}
