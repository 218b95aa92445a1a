// A local stand-in for Google's siteverify: accepts exactly one token, rejects every other.
import http from 'node:http';
import { PASSING_CAPTCHA_TOKEN } from './ports.mjs';

export function startCaptchaVerifier(port) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      const success = params.get('response') === PASSING_CAPTCHA_TOKEN;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
