import { isUuid } from '../../../../contract/api/uuid';

/**
 * Whether a path (inside /webapp) opens a print in the editor: that screen brings its own bar, so
 * the site header gives way to it. A malformed id gets the ordinary page saying it was not found.
 */
export function isEditorScreen(path: string): boolean {
  const match = /^\/editor\/([^/?#]+)\/?$/.exec(path);
  return !!match && isUuid(match[1]);
}
