// One webpack configuration for the host and every remote, so that they share the same singletons.
// @ant-design/icons is deliberately not shared: it holds no state, and a shared copy would be the
// whole icon set, while each package bundling its own icons keeps only the few it uses.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  '@tanstack/react-query',
];

function sharedConfig(pkg) {
  const deps = { ...require('../shared/package.json').dependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.split('/')[0].startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: deps[base] };
  }
  const sharedPkg = require('../shared/package.json');
  // Two entries: the light one the login page needs, and '/ui' (components and widgets built on the
  // whole of antd). Both come from the host (it registers first, same version), so their common
  // modules (session store, event bus, i18n) stay one instance.
  for (const entry of ['@portal/shared', '@portal/shared/ui']) {
    shared[entry] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, isHost?: boolean }} options
 */
function createConfig({ dir, name, exposes = {}, isHost = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // Entries keep plain names: [contenthash] there fails the federation build with webpack 5.111
        // (module-federation/core#5077). Entries are served with no-cache, index.html adds the
        // compilation hash as a query, and lazy chunks keep their content hashes.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        chunkLoadTimeout: 120000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true } })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          shared: sharedConfig(pkg),
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          shareStrategy: 'loaded-first',
          dts: false,
        }),
        isHost &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/index.html'),
            favicon: path.join(dir, 'public/favicon.svg'),
            hash: true,
          }),
      ].filter(Boolean),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, SINGLETONS };
