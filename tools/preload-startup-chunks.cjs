// Adds to the host's index.html a <link rel="preload" as="script"> for every chunk that the app
// fetches before its first render, whatever the route: the chunks of the entry's async boundary
// (`import('./bootstrap')`) and, for every shared module they consume, the chunks of the host's own
// provided copy (module federation loads those through the share scope), following the consumes
// inside those in turn. Without the hints the browser learns of these chunks only once main.js has
// arrived and run; with them it fetches them alongside main.js. Lazy imports (`import()` in the
// app's code, e.g. the signed-in layout) are not followed: they are not needed before first render.
//
// It also lists, in <meta name="portal-prefetch">, the chunks of the signed-in batch (the `import()`s in
// src/app/signed-in-chunks.ts and the host's copies of the shared modules they consume) that startup
// has not fetched: the login page adds them as <link rel="prefetch"> once idle, so that signing in
// finds them in the cache without the login page running them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

const SIGNED_IN_BATCH = /[\\/]src[\\/]app[\\/]signed-in-chunks\.ts$/;

/**
 * The chunks that the async blocks of `roots` load, following the shared modules they consume.
 * @param {import('webpack').Compilation} compilation
 * @param {'startup' | 'signed-in'} which startup: what the entries load before first render;
 *   signed-in: what the signed-in batch adds to that.
 */
function chunksOf(compilation, which) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE) provided.set(module._name, module);
  }
  const chunks = new Set();
  const pending = [];
  const addBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        if (chunks.has(chunk)) continue;
        chunks.add(chunk);
        pending.push(chunk);
      }
    }
  };
  const addConsumed = (chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      addBlocks(provided.get(module.options.shareKey) ?? module);
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== PROVIDE && module.type !== CONSUME) addBlocks(module);
      }
      addConsumed(chunk);
    }
  }
  while (pending.length) addConsumed(pending.pop());
  if (which === 'startup') return [...chunks];
  const startup = new Set(chunks);
  const batch = [...compilation.modules].find((m) => SIGNED_IN_BATCH.test(m.resource ?? ''));
  if (!batch) return [];
  addBlocks(batch);
  while (pending.length) addConsumed(pending.pop());
  return [...chunks].filter((chunk) => !startup.has(chunk));
}

const startupChunks = (compilation) => chunksOf(compilation, 'startup');
const signedInChunks = (compilation) => chunksOf(compilation, 'signed-in');

class PreloadStartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          // The entry first (a deferred script is fetched at low priority, behind the hints otherwise),
          // then the largest chunks, so that the browser's few connections start with the long fetches.
          const entries = data.headTags
            .filter((tag) => tag.tagName === 'script' && tag.attributes.src)
            .map((tag) => tag.attributes.src);
          const files = startupChunks(compilation)
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort((a, b) => compilation.getAsset(b).source.size() - compilation.getAsset(a).source.size());
          const links = [...entries, ...files.map((file) => `${publicPath}${file}`)].map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }),
          );
          data.headTags.unshift(...links);
          // Scripts, and stylesheets the batch loads itself (antd's static CSS).
          const later = signedInChunks(compilation)
            .flatMap((chunk) => [...chunk.files, ...chunk.auxiliaryFiles])
            .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
            .map((file) => `${publicPath}${file}`);
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: 'portal-prefetch',
              content: later.join(' '),
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupChunks, signedInChunks };
