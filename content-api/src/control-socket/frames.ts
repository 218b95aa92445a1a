import type { Socket } from 'node:net';

/**
 * The control socket's conversation, one JSON object per line. The command sends `run`, then a
 * `reply` to each `ask` (a password typed at its terminal), `mkdir` or `write` (its --out files,
 * written where it runs); the server streams `stdout` and `stderr` and ends with `exit`.
 */
export type ToServer =
  | { type: 'run'; args: string[]; cwd: string; typed: boolean }
  | { type: 'reply'; id: number; text?: string; error?: string };

export type ClientRequest =
  | { type: 'ask'; prompt: string }
  | { type: 'mkdir'; path: string }
  | { type: 'write'; path: string; data: string; mode?: number };

export type ToClient =
  | { type: 'stdout'; text: string }
  | { type: 'stderr'; text: string }
  | (ClientRequest & { id: number })
  | { type: 'exit'; code: number };

export function sendFrame(socket: Socket, frame: ToServer | ToClient): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(frame)}\n`);
}

/**
 * Calls `onFrame` with each line's object; a line that is not JSON, or longer than `maxLineChars`,
 * ends the connection.
 */
export function readFrames(socket: Socket, onFrame: (frame: unknown) => void, maxLineChars = Infinity): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    // Only the new text is searched for the line's end: a file's frame arrives in many chunks.
    let end = chunk.indexOf('\n');
    buffered += chunk;
    if (end >= 0) end += buffered.length - chunk.length;
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      let frame: unknown;
      try {
        frame = JSON.parse(line);
      } catch {
        socket.destroy();
        return;
      }
      onFrame(frame);
      end = buffered.indexOf('\n');
    }
    if (buffered.length > maxLineChars) socket.destroy();
  });
}
