// What a server logged in a test, as pino wrote it (Fastify's `logger: { level, stream }`): one
// JSON object per line, and every byte, to look for what must not be there.
function captureLog() {
  let written = '';
  return {
    stream: {
      write(line) {
        written += line;
      },
    },
    text: () => written,
    lines: () =>
      written
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line)),
  };
}

module.exports = { captureLog };
