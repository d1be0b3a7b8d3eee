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
import { promotionsAnswer } from './basket';
import { addressInput } from '../address/address';
import { analyticsBatchSchema } from './analytics';
import { conversionBatchSchema } from './conversion';
import { analyticsAnswer, conversionAnswer, featuresAnswer, featuresParams } from './meta';
import { cardParams, saveCardBody } from './orders';
import { catalogQuerySchema, catalogSchema } from '../catalog/catalog';
import { cardDeletedAnswer, cardListAnswer, savedCardAnswer } from './payment';
import { shippingOptionsAnswer, shippingOptionsQuery } from './shipping';
import { type ApiRoute, addresses, cards, nothing, open, r } from './route-kit';

/** The routes of the account, its address book and cards; the catalogue, shipping and the collectors, in the registry's order (contract/api/routes.ts). */
export const ACCOUNT_ROUTES = [
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
] satisfies readonly ApiRoute[];
