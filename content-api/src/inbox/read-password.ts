/** Where the users command gets a password from. */
export interface PasswordSource {
  /** Typed at a terminal: asked twice, shown as nothing. Otherwise read once from stdin. */
  typed: boolean;
  read(prompt: string): Promise<string>;
}

/** The first line of whatever stdin holds (a script's `printf '%s\n' "$PASSWORD" |`). */
function firstLineOf(stdin: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stdin.setEncoding('utf8');
    stdin.on('data', (chunk: string) => (text += chunk));
    stdin.on('end', () => resolve(text.split(/\r?\n/, 1)[0] ?? ''));
    stdin.on('error', reject);
  });
}

/** A line typed at the terminal without echoing it; Ctrl-C or Ctrl-D gives up. */
function typedLine(stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(prompt);
    let line = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done();
        if (character === '\u0003' || character === '\u0004') return done(new Error('No password given'));
        if (character === '\u007f' || character === '\b') line = line.slice(0, -1);
        else if (character >= ' ') line += character;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Reads from the process's terminal when there is one, else from its piped stdin. */
export function processPasswordSource(stdin: NodeJS.ReadStream = process.stdin, stderr: NodeJS.WriteStream = process.stderr): PasswordSource {
  const typed = Boolean(stdin.isTTY);
  return { typed, read: (prompt) => (typed ? typedLine(stdin, stderr, prompt) : firstLineOf(stdin)) };
}
