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
import { onePhotoAnswer, photoDeletedAnswer, photoListAnswer, photoListQuery } from './photo';
import { type ApiRoute, open, r } from './route-kit';

/** The routes of photos and designs, in the registry's order (contract/api/routes.ts). */
export const PRINT_ROUTES = [
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
] satisfies readonly ApiRoute[];
