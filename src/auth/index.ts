export { RequireSession, sessionRequiredUrl } from './RequireSession';
export { SessionProvider, useSession } from './SessionProvider';
export { getCsrfToken, getProviders } from './session-client';
export { signIn, signOut } from './sign-in';
export type { Session, SessionStatus, SessionUser, SignInResult } from './types';
