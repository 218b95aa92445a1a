import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { failureForLog } from '../http/failure-for-log';
import type { CommandData, CommandIo } from '../leads/command-io';
import { runLeadsCommand } from '../leads/leads-command';
import { readFrames, sendFrame } from './frames';
import type { ClientRequest, ToServer } from './frames';
import { controlSocketPath } from './socket-path';

/** A command line and a password are small; anything longer is not a leads command. */
const MAX_LINE_CHARS = 64 * 1024;
/** The subcommands named in the log; the rest of a command line (addresses) never is. */
const SUBCOMMANDS = new Set(['list', 'export', 'outbox', 'users', 'person', 'forget']);

function isRun(frame: unknown): frame is Extract<ToServer, { type: 'run' }> {
  const run = frame as Partial<Extract<ToServer, { type: 'run' }>>;
  return (
    run?.type === 'run' &&
    Array.isArray(run.args) &&
    run.args.every((arg) => typeof arg === 'string') &&
    typeof run.cwd === 'string' &&
    run.cwd.startsWith('/') &&
    typeof run.typed === 'boolean'
  );
}

/** One command run for one connection; what it asks of the command's side waits on its reply. */
class CommandSession {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  private ended = false;
  /** Its command line arrived and the command runs. */
  started = false;

  constructor(private readonly socket: net.Socket) {}

  /** Something the command's process does for it: read a password, make a folder, write a file. */
  request(request: ClientRequest): Promise<string> {
    if (this.ended) return Promise.reject(new Error('The command was interrupted'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      sendFrame(this.socket, { ...request, id });
    });
  }

  reply(frame: unknown): void {
    const reply = frame as Partial<Extract<ToServer, { type: 'reply' }>>;
    const waiter = reply?.type === 'reply' && typeof reply.id === 'number' ? this.waiting.get(reply.id) : undefined;
    if (!waiter) return void this.socket.destroy();
    this.waiting.delete(reply.id as number);
    if (typeof reply.error === 'string') waiter.reject(new Error(reply.error));
    else waiter.resolve(typeof reply.text === 'string' ? reply.text : '');
  }

  /** At a stop: one waiting on its operator is interrupted, one not yet started is dropped. */
  stop(): void {
    if (!this.started) this.socket.destroy();
    else if (this.waiting.size > 0) this.end();
  }

  /** Once what was written has gone: the last step of a stop, for a command's side that keeps its end open. */
  drop(): void {
    if (this.socket.writableFinished) this.socket.destroy();
    else this.socket.once('finish', () => this.socket.destroy());
  }

  end(): void {
    this.ended = true;
    for (const waiter of this.waiting.values()) waiter.reject(new Error('The command was interrupted'));
    this.waiting.clear();
  }
}

function commandIo(session: CommandSession, run: Extract<ToServer, { type: 'run' }>, data: CommandData, socket: net.Socket): CommandIo {
  return {
    // Only where the command was started: the server's own settings say where the data is.
    env: { INIT_CWD: run.cwd },
    stdout: (text) => sendFrame(socket, { type: 'stdout', text }),
    stderr: (text) => sendFrame(socket, { type: 'stderr', text }),
    password: { typed: run.typed, read: (prompt) => session.request({ type: 'ask', prompt }) },
    data: (work) => work(data),
    files: {
      makeFolder: async (folder) => void (await session.request({ type: 'mkdir', path: folder })),
      write: async (file, content, mode) => void (await session.request({ type: 'write', path: file, data: Buffer.from(content).toString('base64'), mode })),
    },
  };
}

/** Removes a socket left by a server that was killed; this server holds the folder's lock, so none other listens. */
async function removeStale(socketPath: string): Promise<void> {
  const found = await lstat(socketPath).catch(() => undefined);
  if (!found) return;
  if (!found.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  await rm(socketPath, { force: true });
}

/** Binds with no permission for anyone but this user, from the first instant. */
async function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  await chmod(socketPath, 0o600);
}

/**
 * Runs `pnpm leads` commands sent over a Unix socket (mode 0600, so only the owner of the data
 * folder) against this server's open database, streaming their output and exit code back. The
 * socket is removed when the server closes; commands under way finish first, one waiting on its
 * operator (a password) is interrupted.
 */
export async function registerControlSocket(app: FastifyInstance, dataDir: string, data: CommandData): Promise<void> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) {
    app.log.warn(`\`pnpm leads\` cannot reach this server while it runs: ${dataDir} is too long a path for a Unix socket`);
    return;
  }
  const running = new Set<Promise<void>>();
  const sessions = new Set<CommandSession>();
  let stopping = false;
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    if (stopping) return void socket.destroy();
    const session = new CommandSession(socket);
    sessions.add(session);
    socket.once('close', () => {
      session.end();
      sessions.delete(session);
    });
    readFrames(
      socket,
      (frame) => {
        if (session.started) return session.reply(frame);
        if (!isRun(frame)) return void socket.destroy();
        session.started = true;
        const command = SUBCOMMANDS.has(frame.args[0]) ? frame.args[0] : 'other';
        const done = (async () => {
          try {
            const code = await runLeadsCommand(frame.args, commandIo(session, frame, data, socket));
            // The embedded engine commits without writing its changes to the folder (the journal keeps
            // leads, nothing else); a commit waiting for the WAL does not write them either, a
            // checkpoint does. So what a command did (an inbox user, an erasure) outlives a kill -9
            // of the server, as when the command opens the folder itself and closes it.
            await data.db.flush();
            app.log.info({ command, exitCode: code }, 'leads command run through the control socket');
            sendFrame(socket, { type: 'exit', code });
            socket.end();
          } catch (error) {
            app.log.error({ command, failure: failureForLog(error) }, 'leads command failed');
            socket.destroy();
          }
        })();
        running.add(done);
        void done.finally(() => running.delete(done));
      },
      MAX_LINE_CHARS,
    );
  });
  try {
    await removeStale(socketPath);
    await listenPrivately(server, socketPath);
  } catch (error) {
    app.log.warn({ failure: failureForLog(error) }, `\`pnpm leads\` cannot reach this server: no control socket at ${socketPath}`);
    return;
  }
  app.addHook('preClose', async () => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const session of sessions) session.stop();
    await Promise.all(running);
    for (const session of sessions) session.drop();
    await closed;
    await rm(socketPath, { force: true });
  });
}
