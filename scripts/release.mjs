// Releases of one remote in its deployment folder (README, "Releasing safely"): preview links,
// canaries, promotion, rollback.
import { abortCanary, describeReleases, makeReleaseLive, promoteCanary, recordPreview, startCanary } from '@group/deployment-folder';
import { FOLDER_OPTIONS, folderSettings, parseCommandLine, remoteNamed, remoteNames, runCommand } from './lib/release-cli.mjs';
import { previewLink } from './lib/release-token.mjs';

const PREFIX = '[release]';
/** The longest a preview link lasts: retention keeps its release as long (README, "Preview"). */
const MAX_PREVIEW_HOURS = 168;
const USAGE = `Usage: pnpm release <command> <${remoteNames}> ...
  preview <remote> <release> --to <folder> [--hours 24]
                       print a link that shows <release> to whoever opens it, for --hours
                       (at most ${MAX_PREVIEW_HOURS}, 7 days; needs SITE_URL and RELEASE_PREVIEW_SECRET;
                       the folder records the link's expiry, and retention keeps the release
                       until then)
  canary <remote> <release> --percent <1-99> --to <folder>
                       send that share of visitors to a staged or kept release
  promote <remote> --to <folder>   make the canary the live release
  abort <remote> --to <folder>     stop the canary; its release stays staged (retention applies)
  live <remote> <release> --to <folder>
                       make a kept release live (roll back or forward)
  list <remote> --to <folder>      the live release, the canary, staged releases, the history
Options of the commands that change the folder: --wait <s> (for another command's lock, default
30), --keep <n>, --keep-hours <h> and --keep-staged <n> (retention, as pnpm deploy:remote).
--help: this text.`;

const { values, positionals, fail } = parseCommandLine({
  prefix: PREFIX,
  usage: USAGE,
  options: { ...FOLDER_OPTIONS, hours: { type: 'string' }, percent: { type: 'string' } },
});
const [command, remote, release, ...extra] = positionals;
const WITH_RELEASE = new Set(['preview', 'canary', 'live']);
if (!command) fail('name a command');
if (![...WITH_RELEASE, 'promote', 'abort', 'list'].includes(command)) fail(`unknown command "${command}"`);
const app = remoteNamed(remote, fail);
if (WITH_RELEASE.has(command) ? !release : release) fail(WITH_RELEASE.has(command) ? `${command} needs a release` : `${command} takes no release, got "${release}"`);
if (extra.length) fail(`unexpected ${extra.join(' ')}`);
const log = (line) => console.log(`${PREFIX} ${app.name}: ${line}`);

/** The link on stdout alone (its progress on stderr), once the folder has recorded it. */
function preview(settings) {
  const hours = Number(values.hours ?? 24);
  if (!(hours > 0)) fail(`--hours must be a number above 0, got "${values.hours}"`);
  if (hours > MAX_PREVIEW_HOURS) fail(`--hours is at most ${MAX_PREVIEW_HOURS} (7 days), got ${hours}: a link lasts no longer, nor does the release it keeps`);
  const exp = Math.floor(Date.now() / 1000 + hours * 60 * 60);
  const link = previewLink({ siteUrl: process.env.SITE_URL, secret: process.env.RELEASE_PREVIEW_SECRET, remote: app.name, release, exp });
  recordPreview({ ...settings, release, until: exp * 1000, log: (line) => console.error(`${PREFIX} ${app.name}: ${line}`) });
  console.log(link);
}

runCommand(PREFIX, () => {
  const settings = { ...folderSettings(values, fail), log };
  if (command === 'preview') return preview(settings);
  if (command === 'canary') {
    if (values.percent === undefined) fail('canary needs --percent <1-99>');
    return startCanary({ ...settings, release, percent: Number(values.percent) });
  }
  if (command === 'promote') return promoteCanary(settings);
  if (command === 'abort') return abortCanary(settings);
  if (command === 'live') return makeReleaseLive({ ...settings, release });
  for (const line of describeReleases(settings.to)) console.log(line);
});
