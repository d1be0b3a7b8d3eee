import type { z } from 'zod';
import {
  addressAnswer,
  addressListAnswer,
  addressParams,
  checkEmailAnswer,
  deleteAccountBody,
  deletedAnswer,
  emailBody,
  preferencesBody,
  updateEmailBody,
  preferencesAnswer,
  referralAnswer,
  signedOutAnswer,
  updatePasswordAnswer,
  updatePasswordBody,
  updateUserBody,
  userAnswer,
} from './account';
import {
  addItemBody,
  basketAnswer,
  basketCountAnswer,
  basketViewQuery,
  changeItemBody,
  checkVoucherAnswer,
  promotionsAnswer,
  removeItemQuery,
  setDeliveryAddressBody,
  setShippingMethodBody,
  voucherBody,
} from './basket';
import { addressInput } from '../address/address';
import { analyticsBatchSchema } from './analytics';
import { conversionBatchSchema } from './conversion';
import {
  createPrintBody,
  deletedPrintAnswer,
  duplicatePrintBody,
  onePrintAnswer,
  openedPrintAnswer,
  oneShareAnswer,
  printIdParams,
  printIdQuery,
  printListAnswer,
  revokedShareAnswer,
  savedPrintAnswer,
  shareBody,
  sharedListAnswer,
  sharedPrintAnswer,
  sharePermissionBody,
  shareTokenBody,
  shareTokenQuery,
  sharingPropertiesAnswer,
  updatePrintBody,
} from './print';
import {
  credentialResponse,
  forgotPasswordBody,
  magicLinkBody,
  mailSentAnswer,
  passkeyAddedAnswer,
  passkeyBeginAnswer,
  passkeyDeletedAnswer,
  passkeyListAnswer,
  passkeyRegisterBeginAnswer,
  passkeyParams,
  passkeySignUpBody,
  passwordCheckAnswer,
  passwordCheckBody,
  passwordResetAnswer,
  resetPasswordBody,
  signInTokenAnswer,
} from './auth';
import {
  captionInfoAnswer,
  captionsAnswer,
  captionsBody,
  peopleListAnswer,
  savePersonAnswer,
  savePersonBody,
} from './editor';
import { countriesAnswer, eventsAnswer, eventsQuery, regionsAnswer, regionsQuery } from './events';
import {
  analyticsAnswer,
  clientLogAnswer,
  clientLogSchema,
  conversionAnswer,
  featuresAnswer,
  featuresParams,
  healthAnswer,
  openApiAnswer,
} from './meta';
import {
  cancelOrderBody,
  printFileParams,
  cardParams,
  saveCardBody,
  expressPurchaseBody,
  orderAnswer,
  orderHistoryAnswer,
  printTransactionsQuery,
  purchaseAnswer,
  purchaseBody,
  retryPaymentBody,
  transactionQuery,
  updateOrderAddressBody,
  updateOrderLayoutBody,
} from './orders';
import { catalogQuerySchema, catalogSchema } from '../catalog/catalog';
import * as collab from './collab';
import {
  cardDeletedAnswer,
  cardListAnswer,
  cardTokenAnswer,
  sandboxCardBody,
  savedCardAnswer,
} from './payment';
import { onePhotoAnswer, photoDeletedAnswer, photoListAnswer, photoListQuery } from './photo';
import { placesBody, placesResponse } from './places';
import {
  partnerOrderAnswer,
  partnerOrderBody,
  partnerOrderListAnswer,
  partnerRefundAnswer,
  partnerWebhookAnswer,
  partnerWebhookParams,
  stuckOrdersQuery,
} from './print-partner';
import { shippingOptionsAnswer, shippingOptionsQuery } from './shipping';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of /webapp/api: its method and path as Hono mounts it (`:id`, `:page{a|b}`, `*`), what
 * it does, who may call it, and, where the contract holds them, the schemas of its query, path
 * parameters, JSON body and success answer. The server builds /webapp/api/openapi.json from this
 * list (server/openapi), a test holds the list to the routes actually mounted, and the browser's
 * client (src/api/client.ts) checks a request against it before sending.
 */
export interface ApiRoute {
  /** `ALL` is a route that answers several methods (Auth.js, tus); `methods` lists them. */
  method: HttpMethod | 'ALL';
  methods?: readonly (HttpMethod | 'HEAD' | 'OPTIONS')[];
  path: string;
  tag: string;
  summary: string;
  /** none: anyone; session: a signed-in user or guest session; optional: answers both. */
  auth: 'none' | 'session' | 'optional';
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The success answer is not JSON (an image, a redirect, a page, a tus reply). */
  produces?: string;
  /**
   * The browser's cached answers a successful call makes stale, as query-key prefixes, where they
   * differ from what its tag's writes change (src/api/query-client.ts): a check sent as POST changes
   * nothing, paying changes the basket and the orders.
   */
  invalidates?: readonly (readonly string[])[];
}

type RouteMore = Partial<Omit<ApiRoute, 'method' | 'path' | 'tag' | 'summary'>>;

/**
 * One route; its method, path and schemas keep their own types, so the browser's client
 * (src/api/client.ts) infers each call's request and answer from this list.
 */
const r = <M extends ApiRoute['method'], P extends string, const X extends RouteMore = Record<never, never>>(
  method: M,
  path: P,
  tag: string,
  summary: string,
  more: X = {} as X,
) => ({ method, path, tag, summary, auth: 'session' as ApiRoute['auth'], ...more });

const open = { auth: 'none' } as const;
// What a write changes beyond its tag's caches (src/api/query-client.ts): checks sent as POST and the
// account's ending change nothing (a change of session drops every cache), paying makes an order.
const nothing = [] as const;
const paid = [['basket'], ['orders']] as const;
const addresses = [['account', 'addresses']] as const;
const cards = [['account', 'credit-cards']] as const;
const basketView = { query: basketViewQuery } as const;

/** The routes with their own types (the client infers calls from them); API_ROUTES is the same list. */
export const TYPED_ROUTES = [
  r('GET', '/openapi.json', 'meta', 'This description of the API (OpenAPI 3.1).', {
    ...open,
    response: openApiAnswer,
  }),
  r('GET', '/health', 'meta', 'Liveness: the server and its database answer.', {
    ...open,
    response: healthAnswer,
  }),

  r('POST', '/auth/_log', 'auth', 'Client error reports (JSON or form-encoded, sent with sendBeacon).', {
    ...open,
    body: clientLogSchema,
    response: clientLogAnswer,
  }),
  r('POST', '/auth/guest', 'auth', 'Starts a guest session.', { ...open, response: signInTokenAnswer }),
  r('POST', '/auth/magic-link', 'auth', 'E-mails a sign-in link.', {
    ...open,
    body: magicLinkBody,
    response: mailSentAnswer,
  }),
  r('POST', '/auth/passkeys/register/begin', 'auth', 'Passkey sign-up: the registration options.', {
    ...open,
    body: passkeySignUpBody,
    response: passkeyRegisterBeginAnswer,
  }),
  r('POST', '/auth/passkeys/register/finish', 'auth', 'Passkey sign-up: verifies and signs in.', {
    ...open,
    body: credentialResponse,
    response: signInTokenAnswer,
  }),
  r('POST', '/auth/passkeys/login/begin', 'auth', 'Passkey sign-in: the challenge.', {
    ...open,
    response: passkeyBeginAnswer,
  }),
  r('POST', '/auth/passkeys/login/finish', 'auth', 'Passkey sign-in: verifies and signs in.', {
    ...open,
    body: credentialResponse,
    response: signInTokenAnswer,
  }),
  r('GET', '/auth/paypal', 'auth', 'Redirects to PayPal sign-in when configured.', {
    ...open,
    produces: 'redirect',
  }),
  r(
    'ALL',
    '/auth/:action{session|csrf|providers|signin|signout|verify-request}',
    'auth',
    'The Auth.js protocol.',
    {
      ...open,
      methods: ['GET', 'POST'],
    },
  ),
  r('ALL', '/auth/:action{signin|callback}/:provider{[a-z0-9-]+}', 'auth', 'Auth.js sign-in and callback.', {
    ...open,
    methods: ['GET', 'POST'],
  }),
  r('GET', '/auth/error', 'auth', 'Auth.js errors lead to the sign-in page.', {
    ...open,
    produces: 'redirect',
  }),
  r('POST', '/passwordCheck', 'auth', 'How strong a new password is.', {
    ...open,
    body: passwordCheckBody,
    response: passwordCheckAnswer,
  }),
  r('POST', '/forgot-password', 'auth', 'E-mails a password-reset link.', {
    ...open,
    body: forgotPasswordBody,
    response: mailSentAnswer,
  }),
  r('POST', '/reset-password', 'auth', 'Sets a new password with a reset token.', {
    ...open,
    body: resetPasswordBody,
    response: passwordResetAnswer,
  }),

  r('GET', '/user', 'user', 'Who is signed in.', { response: userAnswer }),
  r('GET', '/user/passkeys', 'user', "The user's passkeys.", { response: passkeyListAnswer }),
  r('POST', '/user/passkeys/register/begin', 'user', 'Adds a passkey: the registration options.', {
    response: passkeyRegisterBeginAnswer,
  }),
  r('POST', '/user/passkeys/register/finish', 'user', 'Adds a passkey: verifies and saves it.', {
    body: credentialResponse,
    response: passkeyAddedAnswer,
  }),
  r('DELETE', '/user/passkeys/:id', 'user', 'Removes a passkey.', {
    params: passkeyParams,
    response: passkeyDeletedAnswer,
  }),

  r('GET', '/account/credit-cards', 'account', 'Saved cards (tokens and last digits, never numbers).', {
    response: cardListAnswer,
  }),
  r('POST', '/account/credit-cards', 'account', 'Saves a card token.', {
    body: saveCardBody,
    invalidates: cards,
    response: savedCardAnswer,
  }),
  r('DELETE', '/account/credit-cards/:id', 'account', 'Removes a saved card.', {
    params: cardParams,
    invalidates: cards,
    response: cardDeletedAnswer,
  }),
  r('POST', '/account/update-user', 'account', 'Changes name, phone number or currency.', {
    body: updateUserBody,
    response: userAnswer,
  }),
  r('POST', '/account/check-email', 'account', 'Whether an e-mail address is free.', {
    body: emailBody,
    invalidates: nothing,
    response: checkEmailAnswer,
  }),
  r('POST', '/account/update-email', 'account', 'Changes the e-mail address.', {
    body: updateEmailBody,
    response: userAnswer,
  }),
  r('POST', '/account/update-password', 'account', 'Sets or changes the password.', {
    body: updatePasswordBody,
    invalidates: nothing,
    response: updatePasswordAnswer,
  }),
  r('GET', '/account/notification-preferences', 'account', 'Which e-mails the user wants.', {
    response: preferencesAnswer,
  }),
  r('POST', '/account/update-notification-preferences', 'account', 'Changes which e-mails the user wants.', {
    body: preferencesBody,
    response: preferencesAnswer,
  }),
  r('POST', '/account/sign-out-everywhere', 'account', 'Ends every session of the user.', {
    invalidates: nothing,
    response: signedOutAnswer,
  }),
  r('POST', '/account/delete', 'account', 'Deletes the account (orders are kept).', {
    body: deleteAccountBody,
    invalidates: nothing,
    response: deletedAnswer,
  }),
  r('GET', '/account/addresses/list', 'account', 'The address book.', {
    response: addressListAnswer,
  }),
  r('POST', '/account/addresses', 'account', 'Adds an address.', {
    body: addressInput,
    invalidates: addresses,
    response: addressAnswer,
  }),
  r('GET', '/account/addresses/:uuid', 'account', 'One address.', {
    params: addressParams,
    response: addressAnswer,
  }),
  r('PUT', '/account/addresses/:uuid', 'account', 'Changes an address.', {
    params: addressParams,
    body: addressInput,
    invalidates: addresses,
    response: addressAnswer,
  }),
  r('DELETE', '/account/addresses/:uuid', 'account', 'Removes an address.', {
    params: addressParams,
    invalidates: addresses,
    response: deletedAnswer,
  }),

  r('GET', '/features/:clientKey', 'meta', 'Feature flags in GrowthBook SDK format.', {
    ...open,
    params: featuresParams,
    response: featuresAnswer,
  }),
  r('POST', '/analytics', 'meta', 'The first-party analytics collector (batched events).', {
    ...open,
    body: analyticsBatchSchema,
    response: analyticsAnswer,
  }),
  r('POST', '/conversion/events', 'meta', 'The conversion collector.', {
    ...open,
    body: conversionBatchSchema,
    response: conversionAnswer,
  }),

  r('GET', '/catalog', 'catalog', 'The catalog in one language and currency.', {
    ...open,
    query: catalogQuerySchema,
    response: catalogSchema,
  }),
  r('GET', '/shipping-options', 'basket', 'Shipping methods, prices and delivery windows for a country.', {
    auth: 'optional',
    query: shippingOptionsQuery,
    response: shippingOptionsAnswer,
  }),
  r('GET', '/promotions', 'basket', 'Public vouchers live now.', { ...open, response: promotionsAnswer }),
  r('GET', '/referral', 'account', "The user's referral code and credit.", { response: referralAnswer }),

  r('ALL', '/photo/upload', 'photo', 'tus resumable upload: create an upload.', {
    methods: ['POST', 'OPTIONS'],
    produces: 'tus',
  }),
  r('ALL', '/photo/upload/*', 'photo', 'tus resumable upload: offset, chunks and cancel.', {
    methods: ['HEAD', 'PATCH', 'DELETE'],
    produces: 'tus',
  }),
  r('GET', '/photo/list', 'photo', "The user's photos.", {
    query: photoListQuery,
    response: photoListAnswer,
  }),
  r('GET', '/photo/by-upload/:uploadId', 'photo', 'The photo a finished upload became.', {
    response: onePhotoAnswer,
  }),
  r('GET', '/photo/:id', 'photo', 'One photo.', { response: onePhotoAnswer }),
  r('GET', '/photo/:id/:size', 'photo', 'A rendition of a photo (screen or thumb).', {
    produces: 'image/jpeg',
  }),
  r('DELETE', '/photo/:id', 'photo', 'Deletes a photo.', { response: photoDeletedAnswer }),

  r('POST', '/print', 'print', 'Creates a design (book, calendar or prints).', {
    body: createPrintBody,
    response: savedPrintAnswer,
  }),
  r('GET', '/print/list', 'print', "The user's designs.", { response: printListAnswer }),
  r('POST', '/print/update', 'print', 'Saves a revision of a design (422 with findings when not allowed).', {
    body: updatePrintBody,
    response: savedPrintAnswer,
  }),
  r('POST', '/print/duplicate', 'print', 'Copies a design.', {
    body: duplicatePrintBody,
    response: onePrintAnswer,
  }),
  r('GET', '/print/sharing-properties', 'print', 'How a design is shared.', {
    query: printIdQuery,
    response: sharingPropertiesAnswer,
  }),
  r('POST', '/print/share', 'print', 'Shares a design by link.', {
    body: shareBody,
    response: oneShareAnswer,
  }),
  r('POST', '/print/share-permission', 'print', 'Changes what a shared link allows.', {
    body: sharePermissionBody,
    response: oneShareAnswer,
  }),
  r('POST', '/print/revoke-share', 'print', 'Stops sharing a design.', {
    body: shareTokenBody,
    response: revokedShareAnswer,
  }),
  r('GET', '/print/shared', 'print', 'A design shared with a link.', {
    auth: 'optional',
    query: shareTokenQuery,
    response: sharedPrintAnswer,
  }),
  r('GET', '/print/shared/list', 'print', 'Designs others shared with the user.', {
    response: sharedListAnswer,
  }),
  r('GET', '/print/shared/photo/:photoId/:size', 'print', 'A photo of a shared design.', {
    ...open,
    query: shareTokenQuery,
    produces: 'image/jpeg',
  }),
  r('POST', '/print/shared/copy', 'print', 'Copies a shared design into the account.', {
    body: shareTokenBody,
    response: onePrintAnswer,
  }),
  r('GET', '/print/:id', 'print', "One design, with the caller's access to it.", {
    params: printIdParams,
    response: openedPrintAnswer,
  }),
  r('DELETE', '/print/:id', 'print', 'Deletes a design.', {
    params: printIdParams,
    response: deletedPrintAnswer,
  }),

  r('GET', '/basket', 'basket', 'The basket, priced by the server.', {
    ...basketView,
    response: basketAnswer,
  }),
  r('GET', '/basket/count', 'basket', 'How many items the basket holds.', {
    auth: 'optional',
    response: basketCountAnswer,
  }),
  r('POST', '/basket/item', 'basket', 'Adds a design (422 when it cannot be ordered).', {
    ...basketView,
    body: addItemBody,
    response: basketAnswer,
  }),
  r('PATCH', '/basket/item', 'basket', "Changes an item's quantity or product.", {
    ...basketView,
    body: changeItemBody,
    response: basketAnswer,
  }),
  r('DELETE', '/basket/item', 'basket', 'Removes an item.', {
    query: removeItemQuery,
    response: basketAnswer,
  }),
  r('POST', '/basket/check-voucher', 'basket', 'Whether a voucher can be used, and why not.', {
    ...basketView,
    body: voucherBody,
    invalidates: nothing,
    response: checkVoucherAnswer,
  }),
  r('POST', '/basket/add-voucher', 'basket', 'Adds a voucher.', {
    ...basketView,
    body: voucherBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/remove-voucher', 'basket', 'Removes a voucher.', {
    ...basketView,
    body: voucherBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/set-delivery-address', 'basket', 'Sets the delivery (and billing) address.', {
    ...basketView,
    body: setDeliveryAddressBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/set-shipping-method', 'basket', 'Chooses standard or express shipping.', {
    ...basketView,
    body: setShippingMethodBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/purchase', 'basket', 'Pays for the basket and places the order (idempotent).', {
    ...basketView,
    body: purchaseBody,
    invalidates: paid,
    response: purchaseAnswer,
  }),
  r('POST', '/basket/express-purchase', 'basket', 'Pays with the wallet and places the order.', {
    ...basketView,
    body: expressPurchaseBody,
    invalidates: paid,
    response: purchaseAnswer,
  }),

  r('GET', '/order-history', 'order', "The user's orders.", { response: orderHistoryAnswer }),
  r('GET', '/transaction', 'order', 'One order with its payment.', {
    query: transactionQuery,
    response: orderAnswer,
  }),
  r('GET', '/transaction/get-print-transactions', 'order', 'The orders of one design.', {
    query: printTransactionsQuery,
    response: orderHistoryAnswer,
  }),
  r('POST', '/transaction/retry-payment', 'order', 'Pays again for an order whose payment failed.', {
    body: retryPaymentBody,
    response: purchaseAnswer,
  }),
  r('POST', '/order/cancel', 'order', 'Cancels an order before production.', {
    body: cancelOrderBody,
    response: orderAnswer,
  }),
  r('GET', '/order/:orderId/print-file/:itemId', 'order', "A paid order line's print-ready PDF, once made.", {
    params: printFileParams,
    produces: 'application/pdf',
  }),
  r('POST', '/order/update-address', 'order', "Changes an order's delivery address before production.", {
    body: updateOrderAddressBody,
    response: orderAnswer,
  }),
  r('POST', '/order/update-layout', 'order', "Changes an order's design before production.", {
    body: updateOrderLayoutBody,
    response: orderAnswer,
  }),

  r('POST', '/payment/sandbox/tokens', 'payment', 'Sandbox gateway: turns a test card into a token.', {
    ...open,
    body: sandboxCardBody,
    response: cardTokenAnswer,
  }),
  r('GET', '/payment/sandbox/:page{challenge|wallet}/:ref', 'payment', 'Sandbox 3-D Secure or wallet page.', {
    ...open,
    produces: 'text/html',
  }),
  r(
    'POST',
    '/payment/sandbox/:page{challenge|wallet}/:ref/:answer{approve|deny}',
    'payment',
    'Sandbox: approves or denies a 3-D Secure or wallet payment.',
    { ...open, produces: 'redirect' },
  ),

  r('GET', '/events/countries', 'events', 'Countries with public holidays.', {
    ...open,
    response: countriesAnswer,
  }),
  r('GET', '/events/regions', 'events', 'Regions of a country with their own holidays.', {
    ...open,
    query: regionsQuery,
    response: regionsAnswer,
  }),
  r('GET', '/events/get-events', 'events', 'Holidays and events for a calendar year.', {
    ...open,
    query: eventsQuery,
    response: eventsAnswer,
  }),
  r('POST', '/people/save-person', 'people', 'Names a person found in photos.', {
    body: savePersonBody,
    response: savePersonAnswer,
  }),
  r('GET', '/people/list', 'people', "The user's named people.", { response: peopleListAnswer }),
  r('GET', '/suggestions/captions/info', 'suggestions', 'Which caption suggester is active.', {
    ...open,
    response: captionInfoAnswer,
  }),
  r('POST', '/suggestions/captions', 'suggestions', 'Caption suggestions for photos.', {
    auth: 'optional',
    body: captionsBody,
    response: captionsAnswer,
  }),
  r('POST', '/places/lookup', 'places', 'Town names for photo GPS positions, from data on this server.', {
    ...open,
    body: placesBody,
    response: placesResponse,
  }),

  r(
    'POST',
    '/print-partner/webhook/:partner',
    'print-partner',
    "The print partner's status webhook (HMAC-signed raw body).",
    {
      ...open,
      params: partnerWebhookParams,
      response: partnerWebhookAnswer,
    },
  ),
  r(
    'GET',
    '/print-partner/files/:orderId/:itemId/:part',
    'print-partner',
    'A print file for the partner, by a signed, expiring link.',
    {
      ...open,
      produces: 'application/pdf',
    },
  ),
  r(
    'GET',
    '/admin/print-partner/stuck',
    'print-partner',
    'Admins: orders with no news from the printer for N hours.',
    {
      query: stuckOrdersQuery,
      response: partnerOrderListAnswer,
    },
  ),
  r(
    'GET',
    '/admin/print-partner/rejections',
    'print-partner',
    'Admins: orders the printer rejected, with the reason.',
    { response: partnerOrderListAnswer },
  ),
  r(
    'POST',
    '/admin/print-partner/resend',
    'print-partner',
    'Admins: submits an order to the printer again.',
    {
      body: partnerOrderBody,
      response: partnerOrderAnswer,
    },
  ),
  r(
    'POST',
    '/admin/print-partner/refund',
    'print-partner',
    'Admins: cancels and refunds an order the printer could not make.',
    {
      body: partnerOrderBody,
      response: partnerRefundAnswer,
    },
  ),
  // Making a book together (issue 27): members and invites, the op log, the live stream.
  r('POST', '/print/collab/invite', 'collab', 'Invites someone to a design (owner with an account).', {
    body: collab.inviteBody,
    response: collab.inviteAnswer,
  }),
  r(
    'GET',
    '/print/collab/invite',
    'collab',
    'Who invites to which design, before signing in (404 once used).',
    {
      query: collab.invitePreviewQuery,
      response: collab.invitePreviewAnswer,
    },
  ),
  r('POST', '/print/collab/accept', 'collab', 'Accepts an invite (edit needs an account).', {
    body: collab.acceptBody,
    response: collab.acceptAnswer,
  }),
  r('GET', '/print/collab/members', 'collab', 'Who is in a design, and the photos each added.', {
    query: collab.collabPrintQuery,
    response: collab.membersAnswer,
  }),
  r('GET', '/print/collab/shared', 'collab', 'The designs others shared with the caller, and how.', {
    response: collab.sharedDesignsAnswer,
  }),
  r('POST', '/print/collab/member-permission', 'collab', "Changes a member's permission (owner).", {
    body: collab.memberPermissionBody,
    response: collab.memberPermissionAnswer,
  }),
  r('POST', '/print/collab/revoke', 'collab', 'Removes a member at once (owner); ends their live stream.', {
    body: collab.revokeMemberBody,
    response: collab.revokeMemberAnswer,
  }),
  r('POST', '/print/collab/ops', 'collab', 'Sends a batch of edits (422 with the reason when refused).', {
    body: collab.opsBody,
    response: collab.opsAnswer,
  }),
  r('GET', '/print/collab/ops', 'collab', 'The batches of edits after a revision (410 when not kept).', {
    query: collab.opsSinceQuery,
    response: collab.opsSinceAnswer,
  }),
  r('GET', '/print/collab/stream', 'collab', "A design's live edits, presence and revocation (SSE).", {
    query: collab.collabPrintQuery,
    produces: 'text/event-stream',
  }),
  r('POST', '/print/collab/presence', 'collab', 'Where this editor is and what they selected (kept 30 s).', {
    body: collab.presenceBody,
    response: collab.presenceAnswer,
  }),
  r('GET', '/print/collab/photos', 'collab', "Who added which photos to a design's library.", {
    query: collab.collabPrintQuery,
    response: collab.collabPhotosAnswer,
  }),
] satisfies readonly ApiRoute[];

export const API_ROUTES: readonly ApiRoute[] = TYPED_ROUTES;

/** One route of the list with its own types. */
export type ApiRouteEntry = (typeof TYPED_ROUTES)[number];
