// A remote's entry in @group/shared's remotes.json, the one list of the site's remotes.
const fs = require('node:fs');
const path = require('node:path');
const { packageJsonPath } = require('./shared-modules.cjs');

/** @returns {{ containerName: string, packageDir: string, defaultPort: number, portVariable: string, urlVariable: string }} */
function remoteDescriptor(name, dirname) {
  const sharedRoot = path.dirname(fs.realpathSync(packageJsonPath('@group/shared', dirname)));
  const remotes = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'src/config/remotes.json'), 'utf8'));
  if (!Object.hasOwn(remotes, name)) throw new Error(`${name} is not a remote of remotes.json (${Object.keys(remotes).join(', ')})`);
  return remotes[name];
}

module.exports = { remoteDescriptor };
