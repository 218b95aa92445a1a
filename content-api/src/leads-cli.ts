import { runLeadsCli } from './control-socket/control-client';
import { processPasswordSource } from './inbox/read-password';
import { localFiles } from './leads/command-io';

runLeadsCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  password: processPasswordSource(),
  files: localFiles,
}).then((code) => {
  process.exitCode = code;
});
