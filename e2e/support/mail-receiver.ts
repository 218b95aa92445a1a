// A real mail server for the rehearsal's lead announcements: the smtp-server package on
// 127.0.0.1, without TLS, taking the user and password of its URL and keeping every message.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { messageId: string; leadId: string; recipients: string[] };

export type MailReceiver = {
  /** What SMTP_URL names it by. */
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
};

export async function startMailReceiver(port: number): Promise<MailReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'leads' && auth.password === 'rehearsal-smtp-password') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            messageId: parsed.messageId ?? '',
            leadId: String(parsed.headers.get('x-lead-id') ?? ''),
            recipients: session.envelope.rcptTo.map((address) => address.address),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that drops its connection (a server stopped mid-session) is no failure of the receiver.
  server.on('error', () => {});
  return {
    url: `smtp://leads:rehearsal-smtp-password@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
