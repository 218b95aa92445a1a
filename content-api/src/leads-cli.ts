import { processPasswordSource } from './inbox/read-password';
import { runLeadsCommand } from './leads/leads-command';

runLeadsCommand(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  password: processPasswordSource(),
}).then((code) => {
  process.exitCode = code;
});
