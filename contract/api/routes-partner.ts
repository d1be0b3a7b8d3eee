import {
  partnerOrderAnswer,
  partnerOrderBody,
  partnerOrderListAnswer,
  partnerRefundAnswer,
  partnerWebhookAnswer,
  partnerWebhookParams,
  stuckOrdersQuery,
} from './print-partner';
import { type ApiRoute, open, r } from './route-kit';
import {
  operatorAddressAnswer,
  operatorAddressBody,
  operatorOrdersAnswer,
  operatorOrdersQuery,
} from './operator';

/** The routes of the print partner and its admin pages, in the registry's order (contract/api/routes.ts). */
export const PARTNER_ROUTES = [
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
  r(
    'GET',
    '/admin/print-partner/orders',
    'print-partner',
    'Admins: orders in the change window, late, stuck or rejected, each with its audit lines.',
    { query: operatorOrdersQuery, response: operatorOrdersAnswer },
  ),
  r(
    'POST',
    '/admin/print-partner/address',
    'print-partner',
    "Admins: corrects an order's delivery address (at the printer too, by cancel and resubmit).",
    { body: operatorAddressBody, response: operatorAddressAnswer },
  ),
] satisfies readonly ApiRoute[];
