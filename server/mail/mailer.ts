import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { log } from '../lib/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged when mail goes to the outbox folder. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const mailers = new WeakMap<Config, Mailer>();

/** SMTP_URL sends for real; without it each message is an .eml file in DATA_DIR/outbox. */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.SMTP_URL ? smtpMailer(config, config.SMTP_URL) : outboxMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}

function smtpMailer(config: Config, url: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      log.info('mail sent', { to: message.to, subject: message.subject });
    },
  };
}

function outboxMailer(config: Config): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(config.DATA_DIR, 'outbox');
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info('mail written to outbox', {
        to: message.to,
        subject: message.subject,
        file,
        link: message.link,
      });
    },
  };
}
