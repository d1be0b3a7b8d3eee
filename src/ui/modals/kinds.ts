/** The 9 confirmation kinds; each has a title, message and confirm label in common.json. */
export const CONFIRMATION_KINDS = [
  'delete_account',
  'delete_address',
  'duplicate_print',
  'delete_print',
  'delete_card',
  'restore_photos',
  'disabled_themes',
  'disabled_fonts',
  'remove_everything',
] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** Confirmations that destroy something get a danger-styled confirm button. */
export const DESTRUCTIVE_CONFIRMATIONS: ReadonlySet<ConfirmationKind> = new Set([
  'delete_account',
  'delete_address',
  'delete_print',
  'delete_card',
  'remove_everything',
]);
