/** How a page becomes a scene: bleed for print, placeholders for the editor, the locale. */
export interface SceneOptions {
  /** Include the bleed around the trim (print does; screens and thumbnails usually do not). */
  bleed?: boolean;
  /** Show empty frames as placeholders (the editor does; print does not). */
  placeholders?: boolean;
  /** Locale for calendar month and weekday names. */
  locale?: string;
}
