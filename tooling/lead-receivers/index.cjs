// Real peers that receive content-api's lead announcements, for its tests and the rehearsal's:
// an SMTP server (the smtp-server package) and a webhook receiver (node:http), on 127.0.0.1,
// each keeping everything it is sent.
const { createHmac, timingSafeEqual } = require('node:crypto');
const http = require('node:http');
const { simpleParser } = require('mailparser');
const { SMTPServer } = require('smtp-server');

const listening = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/**
 * A real SMTP server without TLS, accepting the user and password of its URL; every message is
 * kept, parsed. `port` 0 takes a free one.
 */
async function startMailReceiver(port = 0) {
  const mails = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'leads' && auth.password === 'smtp-password') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            mails.push({
              recipients: session.envelope.rcptTo.map((address) => address.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          },
          (error) => callback(error),
        );
      });
    },
  });
  await listening(server, port);
  // A client that drops its connection (a server stopped mid-session) is no failure of the receiver.
  server.on('error', () => {});
  const bound = server.server.address().port;
  return {
    port: bound,
    url: `smtp://leads:smtp-password@127.0.0.1:${bound}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Checks `t=<seconds>,v1=<hex>` as a receiver would: HMAC-SHA256 of "<t>.<body>", compared in constant time. */
function verifySignature(header, body, secret) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

/** A webhook receiver that keeps every request and answers `status` (200 by default). `port` 0 takes a free one. */
async function startWebhookReceiver(secret, options = {}) {
  const received = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, signed: verifySignature(request.headers['x-lead-signature'], body, secret) });
      response.statusCode = options.status?.() ?? 200;
      response.end('{"ok":true}');
    });
  });
  await listening(server, options.port ?? 0);
  const { port } = server.address();
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    byKey: () => new Map(received.map((hook) => [String(hook.headers['idempotency-key']), hook])),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startMailReceiver, startWebhookReceiver, verifySignature };
