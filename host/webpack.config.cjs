const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('../tools/webpack-config.cjs');

const base = createConfig({ dir: __dirname, name: 'host', isHost: true });
const PWA_DIR = path.join(__dirname, 'public/pwa');

/** Emits the web app manifest and its icons (public/pwa/) at the root of dist/, before the precache list is made. */
class PwaAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const emit = (dir, prefix) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) emit(full, `${prefix}${entry.name}/`);
              else
                compilation.emitAsset(`${prefix}${entry.name}`, new sources.RawSource(fs.readFileSync(full)));
            }
          };
          emit(PWA_DIR, '');
        },
      );
    });
  }
}

const SW_BUILD = path.join(__dirname, 'node_modules/.cache/service-worker');

/**
 * The service worker's code is compiled on its own first: compiled inside the host's compilation it
 * would inherit the module federation plugin. InjectManifest then adds the host's precache list to it.
 * The photo compression worker (browser-image-compression from node_modules, with its message
 * handler) is compiled beside it, then emitted at the root of dist/ by PhotoWorkerPlugin.
 */
const serviceWorkerConfig = (production) => ({
  name: 'service-worker',
  mode: production ? 'production' : 'development',
  context: __dirname,
  target: 'webworker',
  entry: {
    'service-worker': './src/sw/service-worker.ts',
    'photo-compression-worker': '../shared/src/field/photo-worker.ts',
  },
  devtool: false,
  output: { path: SW_BUILD, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      },
    ],
  },
  // The precache list is injected into the compiled file: minified here, its placeholder would be renamed.
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/** Emits the compiled photo compression worker (see PHOTO_WORKER_URL), before the precache list is made. */
class PhotoWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const file = path.join(SW_BUILD, 'photo-compression-worker.js');
    compiler.hooks.thisCompilation.tap('PhotoWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PhotoWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(file);
          compilation.emitAsset('photo-compression-worker.js', new sources.RawSource(fs.readFileSync(file)));
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const config = { ...base(env, argv), name: 'host' };
  config.plugins.push(new PwaAssetsPlugin());
  if (!production) return config;
  config.dependencies = ['service-worker'];
  config.plugins.push(
    new PhotoWorkerPlugin(),
    new InjectManifest({
      swSrc: path.join(SW_BUILD, 'service-worker.js'),
      compileSrc: false,
      swDest: 'sw.js',
      // The shell: the host page, its entry and chunks, the manifest and icons, the photo worker.
      // Remotes are cached at run time.
      exclude: [/\.(br|gz|map)$/, /LICENSE/],
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    }),
  );
  return [serviceWorkerConfig(production), config];
};
