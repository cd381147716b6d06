import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_FROM, type MailMessage, type Mailer } from './mailer';

/** Sends through the SMTP server of `SMTP_URL` (`smtp(s)://user:pass@host:port`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string = DEFAULT_FROM,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
