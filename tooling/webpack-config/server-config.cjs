// The Node build of an app, for server rendering: the same source as its browser build.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedModules } = require('./shared-modules.cjs');
const { localIdentName, typescriptRule } = require('./rules.cjs');
const { SsrManifestPlugin, SERVER_DIR } = require('./ssr-manifest.cjs');
const { IntegrityManifestPlugin } = require('./integrity-manifest.cjs');
const { distDir, releaseHashSalt, releasePlugin } = require('./build-env.cjs');

/** Stylesheets mean class names on the server, nothing more: the browser build ships the CSS. */
function serverCssRules(isProd) {
  return [
    {
      test: /\.module\.css$/,
      use: {
        loader: require.resolve('css-loader'),
        options: {
          modules: { localIdentName: localIdentName(isProd), namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true },
          importLoaders: 0,
        },
      },
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('./empty-module-loader.cjs') },
  ];
}

/**
 * docs/decisions/0015-server-builds-of-remotes.md. A remote's Node build is a federation container
 * (`async-node`, `commonjs-module`) in dist/server/, published in the browser build's manifest as
 * `ssrRemoteEntry`, so the site's server finds it from the remote's manifest URL alone. The
 * shell's Node build is a host whose entry exports the page renderer; it loads remotes the same way.
 * Both share React, the router, zustand and @group/shared as singletons, like the browser builds.
 *
 * @param {{ name: string, dirname: string, isHost: boolean, exposes: Record<string, string>,
 *   serverEntry?: string, runtimePlugins?: string[], serverExternals?: string[], mode: string }} options
 */
function createServerConfig(options) {
  const { name, dirname, isHost, exposes, mode } = options;
  const isProd = mode === 'production';
  if (isHost && !options.serverEntry) throw new Error(`${name}: a host's Node build needs serverEntry`);
  return {
    name: 'server',
    // After the browser build: its manifest is where the Node entry is published.
    dependencies: ['browser'],
    mode,
    context: dirname,
    target: 'async-node',
    // A remote's only entry is its container (remoteEntry.js), added by the federation plugin.
    entry: isHost ? { server: options.serverEntry } : () => ({}),
    output: {
      path: path.join(distDir(dirname), SERVER_DIR),
      // Chunks are found beside the entry that loads them (the node runtime plugin resolves them
      // from the remote entry's URL when the public path is not a URL).
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      ...releaseHashSalt(),
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    externals: options.serverExternals ?? [],
    module: {
      rules: [
        typescriptRule(dirname, isProd),
        ...serverCssRules(isProd),
        // No page imports images today; if one does, its URL must be the browser build's.
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      releasePlugin(dirname),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } }),
        remotes: {},
        remoteType: 'script',
        shared: createSharedModules(dirname, { target: 'node' }),
        shareStrategy: 'loaded-first',
        experiments: { asyncStartup: true, optimization: { target: 'node' } },
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...(options.serverRuntimePlugins || [])],
      }),
      // The manifest names the Node build, then the integrity of every file of both builds.
      ...(isHost ? [] : [new SsrManifestPlugin(dirname), new IntegrityManifestPlugin()]),
    ],
    optimization: { minimize: false, splitChunks: false },
    // The host's Node build is never served (site-server hides dist/server/): its source maps let
    // scripts/count-render-path-files.mjs name the source files a page request runs.
    devtool: isHost ? 'source-map' : false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createServerConfig };
