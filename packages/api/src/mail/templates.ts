import type { MailMessage } from './mailer';

/** The welcome mail after sign-up. */
export function welcomeMail(to: string, firstName: string | null, siteOrigin: string): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  return {
    to,
    subject: 'Welcome to the shop',
    text: [
      greeting,
      '',
      'Your account is ready. You can log in at any time:',
      `${siteOrigin}/login`,
      '',
    ].join('\n'),
  };
}

/** The password-reset mail; the link is valid for one use and `validFor` (one hour unless said). */
export function resetMail(
  to: string,
  customerId: string,
  token: string,
  siteOrigin: string,
  validFor = 'one hour',
): MailMessage {
  const link = `${siteOrigin}/reset-password?${new URLSearchParams({ id: customerId, token }).toString()}`;
  return {
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of this account. To choose a new one, open:',
      link,
      '',
      `The link works once and expires in ${validFor}. If you did not ask for this, ignore this message.`,
      '',
    ].join('\n'),
  };
}
