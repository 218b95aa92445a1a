// V8's explicit compile hint (Chrome 136+): a script that starts with `//# allFunctionsCalledOnLoad`
// has all of its functions compiled as it streams in, on a background thread, instead of each
// on the page's main thread the first time it is called. A page's scripts are the code that runs
// on load (what is loaded later is loaded to be run), so every script file of a browser build
// carries it (docs/decisions/0051).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification, which would drop the comment; before the content hashes are final.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!/\.js$/.test(name)) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin };
