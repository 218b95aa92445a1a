import { effectiveSettings, loadConfig } from '../config';
import { problemsOf } from './support/config-problems';

const SECRET = '5b0c9e1f7a2d4c68b3e0f9a1d2c7b6e4';
const mail = {
  SMTP_URL: 'smtps://leads%40group.example:mail-hunter2@mail.group.example:465',
  LEADS_MAIL_FROM: 'Group website <leads@group.example>',
  CONTACT_LEADS_MAIL_TO: 'sales@group.example, desk@group.example',
};

describe('lead announcement settings', () => {
  it('announce nothing when unset', () => {
    expect(loadConfig({}).notifications).toEqual({ mail: undefined, webhook: undefined, retryMinMs: 30_000 });
  });

  it('mail each type of lead to its own recipients, and post to a webhook with its secret', () => {
    const config = loadConfig({
      ...mail,
      CAREER_LEADS_MAIL_TO: 'hr@group.example',
      LEADS_WEBHOOK_URL: 'https://crm.group.example/hooks/leads/',
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_DELIVERY_RETRY_MS: '500',
    });
    expect(config.notifications).toEqual({
      mail: {
        smtpUrl: mail.SMTP_URL,
        from: 'Group website <leads@group.example>',
        to: { contact: 'sales@group.example, desk@group.example', career: 'hr@group.example' },
      },
      webhook: { url: 'https://crm.group.example/hooks/leads/', secret: SECRET },
      retryMinMs: 500,
    });
  });

  it('refuse a webhook without its secret at start, naming what is missing', () => {
    expect(problemsOf({ LEADS_WEBHOOK_URL: 'https://crm.group.example/hooks/leads' })).toEqual([
      'LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is: every announcement is signed with it (e.g. the output of openssl rand -hex 32)',
    ]);
    expect(problemsOf({ LEADS_WEBHOOK_SECRET: SECRET })).toEqual([
      'LEADS_WEBHOOK_URL must be set when LEADS_WEBHOOK_SECRET is (the address announcements are posted to)',
    ]);
    expect(problemsOf({ LEADS_WEBHOOK_URL: 'https://crm.group.example/hooks', LEADS_WEBHOOK_SECRET: 'short' })).toEqual([
      'LEADS_WEBHOOK_SECRET must be at least 16 characters long (e.g. the output of openssl rand -hex 32), got 5',
    ]);
  });

  it('refuse a mail setup that could send nothing', () => {
    expect(problemsOf({ CONTACT_LEADS_MAIL_TO: 'sales@group.example' })).toEqual([
      'SMTP_URL must be set when CONTACT_LEADS_MAIL_TO is: no lead could be announced by mail without it',
      'LEADS_MAIL_FROM must be set when CONTACT_LEADS_MAIL_TO is: no lead could be announced by mail without it',
    ]);
    expect(problemsOf({ SMTP_URL: mail.SMTP_URL, LEADS_MAIL_FROM: mail.LEADS_MAIL_FROM })).toEqual([
      'CONTACT_LEADS_MAIL_TO or CAREER_LEADS_MAIL_TO must be set when SMTP_URL and LEADS_MAIL_FROM are: no lead could be announced by mail without a recipient',
    ]);
  });

  it('refuse addresses that could end a mail header, and an SMTP URL of another kind without repeating its password', () => {
    const problems = problemsOf({
      ...mail,
      SMTP_URL: 'https://leads:mail-hunter2@mail.group.example',
      LEADS_MAIL_FROM: 'leads@group.example\r\nBcc: someone@elsewhere.example',
      CAREER_LEADS_MAIL_TO: 'hr@group.example, not an address',
    });
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// (STARTTLS) or smtps:// (TLS) URL like smtp://user:password@mail.example.com:587, got "https://leads:****@mail.group.example/"',
      'LEADS_MAIL_FROM must be a mail address like "Website <leads@example.com>", got "leads@group.example\\r\\nBcc: someone@elsewhere.example"',
      'CAREER_LEADS_MAIL_TO must be a comma list of mail addresses like sales@example.com, got "not an address"',
    ]);
    expect(problems.join('\n')).not.toContain('mail-hunter2');
  });

  it('are shown by --check-config with the SMTP password and the webhook secret masked', () => {
    const env = { ...mail, LEADS_WEBHOOK_URL: 'https://crm.group.example/hooks/leads', LEADS_WEBHOOK_SECRET: SECRET };
    const lines = effectiveSettings(loadConfig(env), env);
    expect(lines).toContain('SMTP_URL=smtps://leads%40group.example:****@mail.group.example:465');
    expect(lines).toContain('LEADS_MAIL_FROM=Group website <leads@group.example>');
    expect(lines).toContain('CAREER_LEADS_MAIL_TO=(not set: job applications are not mailed)  # default');
    expect(lines).toContain(`LEADS_WEBHOOK_SECRET=**** (${SECRET.length} characters)`);
    expect(lines).toContain('LEADS_DELIVERY_RETRY_MS=30000  # default');
    expect(lines.join('\n')).not.toContain('mail-hunter2');
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
