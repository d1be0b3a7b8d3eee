import { userAnswer } from './account';
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
import { clientLogAnswer, clientLogSchema, healthAnswer, openApiAnswer } from './meta';
import { type ApiRoute, open, r } from './route-kit';

/** The routes of meta, sign-in and the signed-in user, in the registry's order (contract/api/routes.ts). */
export const AUTH_ROUTES = [
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
  r('DELETE', '/user/keys-notice', 'user', 'Dismisses the "password removed" notice.', {
    response: userAnswer,
  }),
] satisfies readonly ApiRoute[];
