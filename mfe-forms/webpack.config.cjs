const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig, precompressPlugins } = require('@group/webpack-config');

// The build tooling's loaders live with the shared configuration package.
const toolingDir = path.dirname(require.resolve('@group/webpack-config'));
const loader = (name) => require.resolve(name, { paths: [toolingDir] });

const EMBED_FILE = 'forms-embed.js';

const remote = createAppConfig({
  remote: 'forms',
  dirname: __dirname,
  title: 'Careers and Contact',
  // Sister sites that are federation hosts load these forms too, without the shell's runtime:
  // they load the copy in dist/hosts/, which brings its own.
  forOtherHosts: true,
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
    './ContactForm': './src/exposed/contact-form.tsx',
    './CareersForm': './src/exposed/careers-form.tsx',
  },
});

/**
 * The federated remote (its browser build, and in production its Node build in dist/server/).
 * The browser build and the embed bundle both write to dist/: its clean step keeps the embed
 * bundle (and its compressed copies).
 */
const federatedBuilds = (env, argv) => {
  const configs = [remote(env, argv)].flat();
  configs[0].output.clean = { keep: (file) => file.startsWith(EMBED_FILE) };
  return configs;
};

/**
 * forms-embed.js: the forms as custom elements for sites that are not federation hosts. One
 * self-contained script (its own React, no federation runtime, styles injected by the script
 * itself, no further chunks), served beside remoteEntry.js under a stable name (no-cache).
 */
const embedBuild = (_env, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  return {
    name: 'forms-embed',
    mode,
    context: __dirname,
    target: 'web',
    entry: { 'forms-embed': './src/exposed/embed/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].js',
      publicPath: 'auto',
      uniqueName: 'mfe_forms_embed',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: loader('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(__dirname, 'tsconfig.json'),
              compilerOptions: { module: 'esnext', noEmit: false, sourceMap: false },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            loader('style-loader'),
            {
              loader: loader('css-loader'),
              options: {
                modules: {
                  // Prefixed, so a class of the embedding page can never have the same name.
                  localIdentName: isProd ? 'grp-[hash:base64:8]' : 'grp-[name]__[local]--[hash:base64:5]',
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [loader('style-loader'), loader('css-loader')],
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...(isProd ? precompressPlugins() : [])],
    optimization: { splitChunks: false, runtimeChunk: false },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: isProd ? 'errors-warnings' : 'minimal',
  };
};

// The embed bundle is written after the browser build, whose clean step would otherwise race it.
module.exports = (env, argv) => [...federatedBuilds(env, argv), { ...embedBuild(env, argv), dependencies: ['browser'] }];
