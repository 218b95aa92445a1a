// One sharing runtime per chunk. webpack (5.111) adds its own wherever a chunk needs the share
// scopes, and the federation plugin adds its own, which runs after it (a later stage) and assigns
// the same two things again (`__webpack_require__.S`, the share scopes, and `.I`, which fills
// them): webpack's is dead code in the shell's main.js and in every remoteEntry.js, with a second
// list of every shared module. This plugin leaves only the last of them in each chunk.

const SHARING = 'sharing';

class OneShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('OneShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === SHARING);
          if (sharing.length < 2) continue;
          const last = Math.max(...sharing.map((module) => module.stage));
          for (const module of sharing) {
            if (module.stage === last) continue;
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
