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

export function magicLinkMail(to: string, link: string): MailMessage {
  return linkMail(
    to,
    'Your Bindery sign-in link',
    'Use this link to sign in to Bindery. It works once, for 15 minutes.',
    'Sign in to Bindery',
    link,
    'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
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
