// One webpack configuration for the shell and every remote, so federation settings cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedModules, routerProductionAliases } = require('./shared-modules.cjs');
const { PageAssetsPlugin, remoteStylesCacheGroup, startupCacheGroups } = require('./startup-chunks.cjs');
const { remoteDescriptor } = require('./remote-descriptor.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { localIdentName, typescriptRule } = require('./rules.cjs');
const { distDir, releaseHashSalt, releasePlugin } = require('./build-env.cjs');
const { createServerConfig } = require('./server-config.cjs');
const { BudgetPlugin, readBudget } = require('./budget.cjs');
const { requireSource } = require('./require-source.cjs');
const { ChunkIntegrityPlugin } = require('./integrity-manifest.cjs');
const { OneShareRuntimePlugin } = require('./one-share-runtime.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');

/**
 * The shell's page hands its federation runtime to the remotes' entries (they are built with
 * `externalRuntime`). The plugin's ES module, not the CommonJS file `provideExternalRuntime`
 * adds: the runtime itself is bundled from ES modules, and the CommonJS plugin would bring a
 * second copy of it.
 */
function provideRuntimePlugin() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const pluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  return pluginCjs.replace(/\.cjs$/, '.js');
}

/** SPEC §9: a script chunk may take up to 120 s before it counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * @typedef {object} AppConfigOptions
 * @property {string} [remote]  a remote's name in @group/shared's remotes.json (`news`, …): its
 *   container name and port come from there
 * @property {string} [name]  federation container name of an app that is not a remote (`shell`), also `uniqueName`
 * @property {string} dirname  the app's folder
 * @property {number} [port]  dev-server port of an app that is not a remote
 * @property {Record<string, string>} [exposes]  public surface of a remote (`./routes`, …)
 * @property {boolean} [isHost]  the shell: no container entry of its own
 * @property {Record<string, string>} [extraEntries]  non-federated entries (e.g. forms-embed)
 * @property {boolean} [forOtherHosts]  a remote that federation hosts outside the site load too
 *   (mfe-forms): production adds a copy of its container in dist/hosts/ that brings its own
 *   federation runtime; the site's pages load the one in dist/, which uses the shell's
 * @property {string[]} [runtimePlugins]  federation runtime plugins (module paths)
 * @property {(html: string) => string} [transformDevHtml]  dev only: rewrite index.html
 * @property {string} [title]  document title of the standalone page
 * @property {string[]} [preloadChunks]  the host: named chunks its pages load at once (page-assets.json)
 * @property {string} [serverEntry]  the shell: the module its Node build starts from (the page renderer)
 * @property {string[]} [serverExternals]  packages its Node build requires at run time instead of bundling
 * @property {string[]} [serverRuntimePlugins]  federation runtime plugins of its Node build (module paths)
 */

function cssRules(isProd) {
  const extractOrInject = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.module\.css$/,
      use: [
        extractOrInject,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              // Readable names while developing, short ones in production.
              localIdentName: localIdentName(isProd),
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
            importLoaders: 0,
          },
        },
      ],
    },
    {
      // Vendor stylesheets (swiper, glightbox, …) and the shell's global CSS.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [extractOrInject, require.resolve('css-loader')],
    },
  ];
}

/** The app's src/index.html, or a plain page with a #root element; `%TITLE%` is the title. */
function readTemplate(template, title) {
  const file = fs.existsSync(template) ? template : path.join(__dirname, 'index.html');
  return fs.readFileSync(file, 'utf8').replace(/%TITLE%/g, title);
}

/** Dev only: lets the shell write its runtime configuration into the page like its server does. */
class TransformHtmlPlugin {
  constructor(transform) {
    this.transform = transform;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('TransformHtmlPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('TransformHtmlPlugin', (data) => {
        data.html = this.transform(data.html);
        return data;
      });
    });
  }
}

/** A remote's first-load budget (its package.json), measured on what shows its pages (ROUTES_EXPOSE). */
function budgetPlugin(dirname) {
  const { ROUTES_EXPOSE } = requireSource(require.resolve('@group/shared/config', { paths: [dirname] }));
  return new BudgetPlugin({ ...readBudget(dirname), expose: ROUTES_EXPOSE });
}

/** @param {AppConfigOptions} options */
function createAppConfig(options) {
  const { dirname, exposes = {}, isHost = false, extraEntries = {} } = options;
  const remote = options.remote ? remoteDescriptor(options.remote, dirname) : undefined;
  const name = remote ? remote.containerName : options.name;
  const port = remote ? remote.defaultPort : options.port;
  const template = path.join(dirname, 'src', 'index.html');

  /** `forHosts`: the copy of a remote's container for other federation hosts (dist/hosts/). */
  const browserConfig = (mode, forHosts = false) => {
    const isProd = mode === 'production';
    // A remote's production entry uses the federation runtime the shell's page already has
    // (docs/decisions/0018), so a page downloads it once. Its page for running it alone needs a
    // runtime of its own: it is served by the dev server only.
    const usesShellRuntime = isProd && !isHost && !forHosts;
    const hasMainEntry = !usesShellRuntime && !forHosts;
    // The shell's production pages are rendered by its server, which reads page-assets.json.
    const standalonePage = hasMainEntry && !(isHost && isProd);
    return {
      name: forHosts ? 'browser-hosts' : 'browser',
      mode,
      context: dirname,
      target: 'web',
      entry: forHosts ? {} : { ...(hasMainEntry ? { main: './src/index.ts' } : {}), ...extraEntries },
      // Written after the site's copy, whose clean step would otherwise remove it.
      ...(forHosts ? { dependencies: ['browser'] } : {}),
      output: {
        path: forHosts ? path.join(distDir(dirname), 'hosts') : distDir(dirname),
        publicPath: 'auto',
        uniqueName: name,
        // Entries keep plain names ([contenthash] is not available for federated entries); they
        // are served no-cache. Everything loaded on demand is content-hashed and cached a year.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        ...releaseHashSalt(),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        ...(isProd ? { alias: routerProductionAliases(dirname) } : {}),
      },
      module: {
        rules: [
          typescriptRule(dirname, isProd),
          ...cssRules(isProd),
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        releasePlugin(dirname),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at run time from the page's configuration (registerRemotes).
          remotes: {},
          shared: createSharedModules(dirname),
          shareStrategy: 'loaded-first',
          // Browser-only runtime code. Remotes load no remotes of their own (no remote imports
          // another), so their entries leave out remote loading and manifest reading, about a
          // fifth of each remoteEntry.js; the shell needs both.
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true, disableRemote: true }) },
            ...(usesShellRuntime ? { externalRuntime: true } : {}),
          },
          manifest: true,
          dts: false,
          runtimePlugins: [...(isHost ? [provideRuntimePlugin()] : []), path.join(__dirname, 'runtime/shell-shares-first.ts'), ...(options.runtimePlugins || [])],
        }),
        new OneShareRuntimePlugin(),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                // A string, not a template file: a template file is compiled in a child compilation,
                // which the federation plugin fills with the shared modules and their CSS, and
                // mini-css-extract cannot render CSS there ("No template for dependency: CssDependency").
                templateContent: () => readTemplate(template, options.title || name),
                chunks: ['main'],
                // Pages are served for nested routes too (/news-centre/{slug}): the entry script is
                // referenced from the site root. Chunks still resolve from the script's own address.
                publicPath: '/',
                // The entry keeps its plain name; the query string changes whenever its content does.
                hash: isProd,
                scriptLoading: 'defer',
              }),
            ]
          : []),
        // A remote's chunks load with the integrity its manifest gives them (docs/decisions/0040).
        ...(isProd && !isHost ? [new ChunkIntegrityPlugin()] : []),
        ...(isHost && isProd ? [new PageAssetsPlugin({ entry: 'main', chunks: options.preloadChunks || [] })] : []),
        ...(isProd
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              new CompileHintsPlugin(),
              ...precompressPlugins(),
            ]
          : []),
        // The site's copy of a remote: what its pages cost the shell's visitors.
        ...(usesShellRuntime ? [budgetPlugin(dirname)] : []),
        ...(!isProd && options.transformDevHtml ? [new TransformHtmlPlugin(options.transformDevHtml)] : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: { ...startupCacheGroups(dirname), ...(isHost ? {} : { pageStyles: remoteStylesCacheGroup(dirname) }) },
        },
        // '...': webpack's own script minimizer, plus cssnano for the extracted stylesheets.
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      performance: { hints: false },
      stats: isProd ? 'errors-warnings' : 'minimal',
      // The manifest plugin warns on every build that publicPath is 'auto'; that is intended.
      infrastructureLogging: { level: isProd ? 'error' : 'warn' },
      devServer: {
        port,
        // The shell updates in place. A remote's entry also runs inside the shell's page, where
        // its hot-update chunks reach a runtime that did not ask for them ("Cannot set
        // properties of undefined"), so remotes reload the page on change instead.
        hot: isHost,
        liveReload: true,
        historyApiFallback: true,
        // Remotes are loaded cross-origin by the shell.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };

  // A production build is the browser build, then the Node build for server rendering beside it
  // (dist/server/). Development serves the browser build alone: pages render in the browser.
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    if (mode !== 'production') return browserConfig(mode);
    return [
      browserConfig(mode),
      ...(options.forOtherHosts ? [browserConfig(mode, true)] : []),
      createServerConfig({ ...options, name, dirname, isHost, exposes, mode }),
    ];
  };
}

module.exports = { createAppConfig, precompressPlugins, requireSource, CHUNK_LOAD_TIMEOUT_MS };
