import net from 'node:net';
import { loadConfig } from '../config';
import type { PasswordSource } from '../inbox/read-password';
import { typedPath } from '../leads/command-io';
import type { CommandIo, OutputFiles } from '../leads/command-io';
import { runLeadsCommand } from '../leads/leads-command';
import { readFrames, sendFrame } from './frames';
import type { ClientRequest, ToClient } from './frames';
import { controlSocketPath } from './socket-path';

export interface ClientIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  password: PasswordSource;
  files: OutputFiles;
  /** Where the command was started: relative --out paths start there. */
  cwd: string;
}

/** No server listens there: nothing at the path, or a socket left by a server that was killed. */
const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED']);

/** Does, in this process, what the server's run of the command asks: answers the reply's text. */
async function fulfil(request: ClientRequest, io: ClientIo): Promise<string> {
  if (request.type === 'ask') return io.password.read(request.prompt);
  if (request.type === 'mkdir') await io.files.makeFolder(request.path);
  else await io.files.write(request.path, Buffer.from(request.data, 'base64'), request.mode);
  return '';
}

/**
 * Runs a leads command in the server listening at `socketPath`: its output is written here as it
 * comes, a password is read here, --out files are written here. Answers the exit code, or
 * undefined when no server listens (the command then opens the data folder itself).
 */
export function runThroughServer(socketPath: string, args: string[], io: ClientIo): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath);
    let connected = false;
    let exitCode: number | undefined;
    socket.once('connect', () => {
      connected = true;
      sendFrame(socket, { type: 'run', args, cwd: io.cwd, typed: io.password.typed });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected || !NO_SERVER.has(error.code ?? '')) io.stderr(`The running server's control socket ${socketPath} failed: ${error.message}\n`);
    });
    socket.once('close', () => {
      if (!connected) return resolve(undefined);
      if (exitCode === undefined) io.stderr('The server stopped before the command finished; check what it did before running it again.\n');
      resolve(exitCode ?? 1);
    });
    readFrames(socket, (frame) => {
      const message = frame as ToClient;
      if (message.type === 'stdout') io.stdout(message.text);
      else if (message.type === 'stderr') io.stderr(message.text);
      else if (message.type === 'exit') {
        exitCode = message.code;
        socket.end();
      } else {
        fulfil(message, io).then(
          (text) => sendFrame(socket, { type: 'reply', id: message.id, text }),
          (error: Error) => sendFrame(socket, { type: 'reply', id: message.id, error: error.message }),
        );
      }
    });
  });
}

/** The socket of a server that may be running on the embedded database of `env`; none with DATABASE_URL. */
function socketOf(env: NodeJS.ProcessEnv): string | undefined {
  let config;
  try {
    config = loadConfig(env);
  } catch {
    return undefined; // The command itself says what is wrong.
  }
  return config.databaseUrl ? undefined : controlSocketPath(config.dataDir);
}

/**
 * `pnpm leads`: through the server running on DATA_DIR when there is one (it holds the folder's
 * lock), otherwise here, opening the database itself.
 */
export async function runLeadsCli(args: string[], io: CommandIo & { password: PasswordSource; files: OutputFiles }): Promise<number> {
  const socketPath = socketOf(io.env);
  const code = socketPath === undefined ? undefined : await runThroughServer(socketPath, args, { ...io, cwd: typedPath(io, '.') });
  return code ?? runLeadsCommand(args, io);
}
