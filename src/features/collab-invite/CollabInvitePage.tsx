import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { inviteTokenSchema } from '../../../contract/api/collab';
import { ApiRequestError } from '../../api/client';
import { useSession } from '../../auth/SessionProvider';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorMessage, Loading } from '../../ui/Status';
import { acceptInvite, type CollabPermission, previewInvite, signInHref } from '../../api/collab-api';

/** Where an accepted invite leads: a contributor to the page that takes their photos, everyone else to the editor. */
export function afterAccept(printId: string, permission: CollabPermission): string {
  const id = encodeURIComponent(printId);
  return permission === 'contribute' ? `/contribute/${id}` : `/editor/${id}`;
}

/** Sign in (or create an account) and come back to this very link, which then is accepted. */
function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('collab');
  const [location] = useLocation();
  const search = useSearch();
  return (
    <div className="actions">
      <p>{message}</p>
      <Link href={signInHref(location, search)} className="button">
        {t('accept.signIn')}
      </Link>
    </div>
  );
}

function Invalid() {
  const { t } = useTranslation('collab');
  return (
    <p className="form-alert" role="alert">
      {t('accept.invalid')}
    </p>
  );
}

/**
 * Takes the invite for the signed-in person (once per person: React may run effects twice, and a
 * guest who signs up becomes someone else, whose turn it then is), then goes on into the design.
 */
function Accepting({ token, userId }: { token: string; userId: string }) {
  const { t } = useTranslation('collab');
  const [, navigate] = useLocation();
  const tried = useRef<string | null>(null);
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: ({ printId, permission }) => navigate(afterAccept(printId, permission), { replace: true }),
  });
  const { mutate } = accept;
  useEffect(() => {
    if (tried.current === userId) return;
    tried.current = userId;
    mutate();
  }, [userId, mutate]);

  const err = accept.error;
  if (err instanceof ApiRequestError && err.code === 'ACCOUNT_NEEDED')
    return <SignInPrompt message={t('accept.accountNeeded')} />;
  // 404: used by someone else, revoked or never made; 400: not a token at all.
  if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return <Invalid />;
  if (err) return <ErrorMessage message={t('accept.failed')} onRetry={() => accept.mutate()} />;
  return <Loading label={t('accept.opening')} />;
}

/**
 * Who invites to which book, while the link is open: "Ann invited you to “Summer by the sea”
 * (Edit)". Until it answers, or when it cannot (a used link), the page says "someone".
 */
function useIntro(token: string, valid: boolean): string {
  const { t } = useTranslation('collab');
  const preview = useQuery({
    queryKey: ['collab-invite', token],
    queryFn: () => previewInvite(token),
    enabled: valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!preview.data) return t('accept.intro');
  const { ownerName, title, permission } = preview.data;
  return t('accept.introNamed', { name: ownerName, title, permission: t(`permission.${permission}.name`) });
}

/**
 * /collab-invite?token=…: the link the owner sent (issue 27). Nobody signed in is asked to sign in
 * or create an account and comes back here; then the invite is accepted and the design opens.
 */
export default function CollabInvitePage() {
  const { t } = useTranslation('collab');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const session = useSession();
  const valid = inviteTokenSchema.safeParse(token).success;
  const intro = useIntro(token, valid);
  let body: React.ReactNode;
  if (!valid) body = <Invalid />;
  else if (session.status === 'loading') body = <Loading />;
  else if (!session.data) body = <SignInPrompt message={t('accept.signInFirst')} />;
  else body = <Accepting token={token} userId={session.data.user.uuid} />;
  return (
    <PageFrame title={t('accept.title')} intro={intro}>
      {body}
    </PageFrame>
  );
}
