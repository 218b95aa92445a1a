const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  remote: 'news',
  dirname: __dirname,
  title: 'News Centre',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});
