// Module rules the browser build and the Node build of an app have in common.
const path = require('node:path');

/** TypeScript through ts-loader, as ES modules (CommonJS output breaks federation's sharing). */
function typescriptRule(dirname, isProd) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(dirname, 'tsconfig.json'),
        compilerOptions: { module: 'esnext', noEmit: false, sourceMap: !isProd },
      },
    },
  };
}

/** CSS module class names: the same in the browser build and the Node build of an app. */
const localIdentName = (isProd) => (isProd ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:5]');

module.exports = { localIdentName, typescriptRule };
