import { renamedEntry } from '../release-entries';

// The parts of a remote's server entry (webpack, commonjs-module) that name its federation runtime.
const entry = [
  'function getBuilderId() {\n\treturn  true ? "mfe_news:0.1.0" : 0;\n}',
  '__webpack_require__.federation = { initOptions: {"name":"mfe_news","remotes":[],"shareStrategy":"loaded-first"} };',
  'module.exports.mfe_news = __webpack_exports__;',
].join('\n');

describe('a release’s server entry', () => {
  it('runs its federation runtime under the release’s own name, and still exports its container under the container’s', () => {
    const renamed = renamedEntry(entry, 'mfe_news', 'mfe_news__release_1');
    expect(renamed).toContain('"mfe_news__release_1:0.1.0"');
    expect(renamed).toContain('initOptions: {"name":"mfe_news__release_1","remotes"');
    expect(renamed).toContain('module.exports.mfe_news = __webpack_exports__;');
    expect(renamed).not.toContain('"mfe_news:');
  });

  it('is refused when it does not name its runtime as a webpack build does', () => {
    expect(() => renamedEntry('module.exports = {};', 'mfe_news', 'mfe_news__release_1')).toThrow('the server entry of mfe_news does not name its federation runtime as expected');
  });
});
