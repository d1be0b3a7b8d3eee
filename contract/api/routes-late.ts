import { lateOrdersAnswer, lateSweepAnswer } from './late';
import { type ApiRoute, r } from './route-kit';

/** The late-promise rule's operator routes (issue 53), in the registry's order (contract/api/routes.ts). */
export const LATE_ROUTES = [
  r('GET', '/admin/orders/late', 'print-partner', 'Admins: orders that missed their delivery promise.', {
    response: lateOrdersAnswer,
  }),
  r('POST', '/admin/orders/late/sweep', 'print-partner', 'Admins: runs the late rule over open orders now.', {
    response: lateSweepAnswer,
  }),
] satisfies readonly ApiRoute[];
