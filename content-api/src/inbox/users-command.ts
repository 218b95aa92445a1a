import { withCommandData } from '../leads/command-io';
import type { CommandIo } from '../leads/command-io';
import { printable } from '../leads/printable-text';
import { DuplicateUserError, accountProblem, addInboxUser, listInboxUsers, removeInboxUser } from './inbox-users';
import type { PasswordSource } from './read-password';

export const usersUsage = `  leads users add EMAIL        adds a user of the inbox (GET /inbox); asks for the password
                               twice, or reads it from stdin: printf '%s\\n' "$PW" | leads users add EMAIL
  leads users list             the inbox's users
  leads users remove EMAIL     removes a user of the inbox and ends their sign-ins`;

/** A mistake in the command line, printed with the usage. */
class UsersUsageError extends Error {}

async function askPassword(email: string, source: PasswordSource | undefined): Promise<string> {
  if (!source) throw new Error('No password source: run this from a terminal or pipe the password in');
  const password = await source.read(`Password for ${email}: `);
  if (source.typed && (await source.read('Repeat the password: ')) !== password) throw new Error('The passwords differ; nothing was changed');
  return password;
}

/** `leads users add|list|remove`; answers the exit code. `usage` is printed after a mistake in the command line. */
export async function runUsersCommand(args: string[], io: CommandIo, usage: string): Promise<number> {
  try {
    return await usersCommand(args, io);
  } catch (error) {
    if (error instanceof UsersUsageError) {
      io.stderr(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  }
}

async function usersCommand(args: string[], io: CommandIo): Promise<number> {
  const [action, email, ...extra] = args;
  if (action !== 'add' && action !== 'list' && action !== 'remove') {
    throw new UsersUsageError(action ? `Unknown users command "${action}"` : 'Missing users command (add, list or remove)');
  }
  if (action === 'list' ? email !== undefined : email === undefined || extra.length > 0) {
    throw new UsersUsageError(action === 'list' ? 'leads users list takes no e-mail' : `leads users ${action} takes one e-mail`);
  }
  let password = '';
  if (action === 'add') {
    // Checked before the database is opened, so a mistyped address does not wait on the lock.
    const addressProblem = accountProblem(email, 'x'.repeat(64));
    if (addressProblem) throw new UsersUsageError(addressProblem);
    password = await askPassword(email, io.password);
    const problem = accountProblem(email, password);
    if (problem) {
      io.stderr(`${problem}; nothing was changed\n`);
      return 1;
    }
  }
  return withCommandData(io, async ({ db }) => {
    if (action === 'add') {
      try {
        await addInboxUser(db, email, password);
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        io.stderr(`${error.message}; to give them a new password, remove them and add them again\n`);
        return 1;
      }
      io.stderr(`Added inbox user ${email}\n`);
      return 0;
    }
    if (action === 'remove') {
      if (!(await removeInboxUser(db, email))) {
        io.stderr(`There is no inbox user ${email}\n`);
        return 1;
      }
      io.stderr(`Removed inbox user ${email}; their sign-ins have ended\n`);
      return 0;
    }
    const users = await listInboxUsers(db);
    io.stdout(`inbox users: ${users.length}\n`);
    for (const user of users) io.stdout(`  ${user.createdAt}  ${printable(user.email)}\n`);
    return 0;
  });
}
