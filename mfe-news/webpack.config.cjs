const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'mfe_news',
  dirname: __dirname,
  port: 3003,
  title: 'News Centre',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});
