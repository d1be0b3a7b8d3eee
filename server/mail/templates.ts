import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linkMail(
  to: string,
  subject: string,
  lead: string,
  action: string,
  link: string,
  tail: string,
): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${lead}\n\n${action}: ${link}\n\n${tail}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(tail)}</p>`,
  };
}

/**
 * The note of a sign-in mail to an account whose password or passkey was set up before anyone
 * proved the address: whoever set it up may not be the address's owner, so the link removes it.
 */
function withClaimNote(mail: MailMessage, claims: boolean): MailMessage {
  if (!claims) return mail;
  const note =
    'This account has a password or passkey that was set up before the address was confirmed, perhaps ' +
    'by someone else. Signing in with this link confirms the address is yours, removes that password ' +
    'and passkey, and signs everyone else out; you can then set your own in your account settings.';
  return {
    ...mail,
    text: `${mail.text}
${note}
`,
    html: `${mail.html}<p>${escapeHtml(note)}</p>`,
  };
}

export function magicLinkMail(to: string, link: string, claims = false): MailMessage {
  return withClaimNote(
    linkMail(
      to,
      'Your Bindery sign-in link',
      'Use this link to sign in to Bindery. It works once, for 15 minutes.',
      'Sign in to Bindery',
      link,
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
    ),
    claims,
  );
}

/** Someone tried to create an account with an address that has one: the owner hears of it, with a way in. */
export function signUpTakenMail(to: string, link: string, claims = false): MailMessage {
  return withClaimNote(
    linkMail(
      to,
      'Your Bindery account',
      'Someone, probably you, just tried to create a Bindery account with this address. It already has one: use this link to sign in. It works once, for 15 minutes. Once in, you can add a passkey or change your password in your account settings.',
      'Sign in to Bindery',
      link,
      'If it was not you, ignore this e-mail: nothing has changed, and nobody can sign in without the link.',
    ),
    claims,
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Bindery password',
    'Use this link to choose a new password. It works once, for 30 minutes.',
    'Choose a new password',
    link,
    'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  );
}
