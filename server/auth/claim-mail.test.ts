import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locale/locales';
import { CLAIM_MAIL_COPY, claimCopyFor, keysRemovedMail, mailLocale, signUpConfirmMail } from './claim-mail';

describe('the claim mails', () => {
  it('pick the app locale the browser asks for first, by exact tag or by language', () => {
    expect(mailLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-de');
    expect(mailLocale('pt-BR,pt;q=0.9')).toBe('pt-pt');
    expect(mailLocale('ja,sv;q=0.5')).toBe('sv-se');
    expect(mailLocale('en-US')).toBe('en-us');
    expect(mailLocale('*')).toBeUndefined();
    expect(mailLocale(null)).toBeUndefined();
  });

  it('are written in every language the app speaks (en-gb and en-us read en)', () => {
    for (const locale of LOCALES) {
      const copy = claimCopyFor(locale);
      if (locale.startsWith('en')) expect(copy).toBe(CLAIM_MAIL_COPY.en);
      else expect(copy.confirmSubject, locale).not.toBe(CLAIM_MAIL_COPY.en?.confirmSubject);
      for (const text of Object.values(copy)) expect(text.length, locale).toBeGreaterThan(0);
    }
  });

  it('carry their links in the text and the html', () => {
    const confirm = signUpConfirmMail('fr-fr', 'a@example.com', 'https://x.example/c', 'https://x.example/n');
    expect(confirm.subject).toBe('Confirmez votre compte Bindery');
    expect(confirm.text).toContain('https://x.example/c');
    expect(confirm.html).toContain('href="https://x.example/n"');
    const removed = keysRemovedMail(undefined, 'a@example.com', 'https://x.example/s');
    expect(removed.subject).toBe('A password was removed from your Bindery account');
    expect(removed.html).toContain('href="https://x.example/s"');
  });
});
