// Deploys one remote's build into the folder its address serves (README, "Deploying one remote").
import path from 'node:path';
import { deployRemote } from './lib/deploy-remote.mjs';
import { FOLDER_OPTIONS, folderSettings, parseCommandLine, remoteNamed, remoteNames, runCommand } from './lib/release-cli.mjs';
import { distOf } from './lib/site-apps.mjs';

const PREFIX = '[deploy:remote]';
const USAGE = `Usage: pnpm deploy:remote <${remoteNames}> --to <folder> [--build <dist folder>] [--keep=5] [--keep-hours=24] [--keep-staged=5] [--stage] [--wait=30]
  --to <folder>      the folder the remote's address serves
  --build <folder>   the build to deploy (default: the remote's dist/)
  --keep <n>         keep the files of the last n deployments (default 5)
  --keep-hours <h>   and of every deployment of the last h hours (default 24)
  --keep-staged <n>  keep the n newest staged releases, and any a preview link or a canary
                     showed within --keep-hours (default 5)
  --stage            write releases/<release>/ only: staged, not live (see pnpm release)
  --wait <s>         wait up to s seconds for another deployment's lock (default 30)
  --help             this text`;

const { values, positionals, fail } = parseCommandLine({
  prefix: PREFIX,
  usage: USAGE,
  options: { ...FOLDER_OPTIONS, build: { type: 'string' }, stage: { type: 'boolean' } },
});
if (positionals.length > 1) fail(`one remote at a time, got ${positionals.join(' ')}`);
const app = remoteNamed(positionals[0], fail);
const settings = folderSettings(values, fail);
runCommand(PREFIX, () =>
  deployRemote({
    ...settings,
    build: path.resolve(values.build ?? distOf(app.dir)),
    staged: values.stage ?? false,
    log: (line) => console.log(`${PREFIX} ${app.name}: ${line}`),
  }),
);
