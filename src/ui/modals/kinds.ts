/**
 * The 27 modal kinds of SPEC §9 and, after them, people (issue 17) and invite_people (issue 27); a
 * kind's number is its index (add_pages is 0, ai_information 26, people 27, invite_people 28).
 */
export const MODAL_KINDS = [
  'add_pages',
  'address',
  'add_new_card',
  'billing_address',
  'cancel_order',
  'delivery_address',
  'fonts',
  'image_editor',
  'offers',
  'phone_number',
  // Kept for SPEC's numbering: captions are typed on the page now (editor canvas/TextOnPage).
  'text_editor',
  'themes',
  'templates',
  'upload_photos',
  'share_print',
  'set_password',
  'upgrade_options',
  'keeping_your_details_safe',
  'shipping_information',
  'progress_reporter',
  'unused_photos',
  'voucher',
  'calendar_settings',
  'calendar_events',
  'calendar_start_from',
  'ai_captions',
  'ai_information',
  'people',
  'invite_people',
] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

/** Dialogs of the shell itself (not product features). */
export const SHELL_MODAL_KINDS = ['preferences'] as const;
export type ShellModalKind = (typeof SHELL_MODAL_KINDS)[number];

/** The 9 confirmation kinds of SPEC §9; each has a title, message and confirm label in common.json. */
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

export function modalKindNumber(kind: ModalKind): number {
  return MODAL_KINDS.indexOf(kind);
}
