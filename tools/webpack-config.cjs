// One webpack configuration for the host and every remote, so that they share the same singletons.
// @ant-design/icons is deliberately not shared: it holds no state, and a shared copy would be the
// whole icon set, while each package bundling its own icons keeps only the few it uses.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');

const ROUTER_ENTRY = path.join(__dirname, 'shared-entries/react-router-dom.mjs');
const ANTD_ENTRY = path.join(__dirname, 'shared-entries/antd.mjs');
const ANTD_DIR = path.dirname(
  require.resolve('antd/package.json', { paths: [path.join(__dirname, '../shared')] }),
);

// react-router-dom (one version in the workspace) and its own copy of react-router, whose ES build the
// narrowed router entry re-exports.
const ROUTER_DOM_DIR = path.dirname(
  require.resolve('react-router-dom/package.json', { paths: [path.join(__dirname, '../shared')] }),
);
const ROUTER_ESM = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [ROUTER_DOM_DIR] })),
  'dist/production/index.mjs',
);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a narrowed shared entry provides (`  Name,` lines, or `default as Name`). */
function providedBy(entry) {
  const text = fs.readFileSync(entry, 'utf8');
  return new Set([...text.matchAll(/^\s+(\w+),$|default as (\w+)/gm)].map((m) => m[1] ?? m[2]));
}

/** Names imported from `pkg` in the app's and the shared library's sources that its narrowed entry lacks. */
function missingExports(dir, pkg, entry) {
  const provided = providedBy(entry);
  const from = pkg.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const patterns = [
    new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g'),
    new RegExp(`import\\('${from}'\\)\\.then\\(\\(\\{([^}]*)\\}\\)`, 'g'),
  ];
  const missing = new Set();
  for (const file of [
    ...sourceFiles(path.join(dir, 'src')),
    ...sourceFiles(path.join(__dirname, '../shared/src')),
  ]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const [whole, names] of text.matchAll(pattern)) {
        if (/^import\s+type\b/.test(whole)) continue;
        for (const spec of names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          if (spec.startsWith('type ')) continue;
          const name = spec.split(/\s+(?:as\s+|:\s*)/)[0];
          if (!provided.has(name)) missing.add(`${name} (${path.relative(dir, file)})`);
        }
      }
    }
  }
  return [...missing];
}

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
    const base = name.split('/')[0].startsWith('@')
      ? name.split('/').slice(0, 2).join('/')
      : name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: deps[base] };
  }
  // Narrowed to what the apps use (see tools/shared-entries/); still one singleton each.
  shared.antd = {
    ...shared.antd,
    import: ANTD_ENTRY,
    version: require(path.join(ANTD_DIR, 'package.json')).version,
  };
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: ROUTER_ENTRY,
    version: require(path.join(ROUTER_DOM_DIR, 'package.json')).version,
  };
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
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, isHost?: boolean, scripts?: Record<string,string> }} options
 */
/**
 * A remote's chunk loader asks the host (`globalThis.__portalIntegrity__`, see the host's
 * integrity-plugin) for the hash recorded when the version was published, and loads the chunk with
 * it: a chunk changed on its origin afterwards is refused. Loaded standalone, nothing is asked.
 */
class ChunkIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ChunkIntegrityPlugin', (compilation) => {
      const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ChunkIntegrityPlugin',
        (source) =>
          [
            source,
            "var sri = typeof __portalIntegrity__ === 'function' ? __portalIntegrity__(url) : undefined;",
            "if (sri) { script.integrity = sri; script.crossOrigin = 'anonymous'; }",
          ].join('\n'),
      );
    });
  }
}

function createConfig({ dir, name, exposes = {}, isHost = false, scripts = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode !== 'development';
    for (const [pkg, entry] of [
      ['react-router-dom', ROUTER_ENTRY],
      ['antd', ANTD_ENTRY],
    ]) {
      const missing = missingExports(dir, pkg, entry);
      if (missing.length) {
        throw new Error(
          `Add to ${path.relative(process.cwd(), entry)} what these import: ${missing.join(', ')}`,
        );
      }
    }
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
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // 'antd/es': the narrowed antd entry lives outside the packages; the one antd of the workspace.
        // `scripts` by their names (a package's `exports` need not list the file).
        alias: {
          'react-router$': ROUTER_ESM,
          'antd/es': path.join(ANTD_DIR, 'es'),
          ...Object.fromEntries(
            Object.entries(scripts).map(([scriptName, file]) => [`${scriptName}$`, file]),
          ),
        },
      },
      module: {
        rules: [
          // `scripts`: bundles their packages build to run as a <script> of their own (UMD, IIFE). Each
          // is emitted as it is under a content-hashed name; importing its name gives its URL.
          ...Object.entries(scripts).map(([scriptName, file]) => ({
            test: file,
            type: 'asset/resource',
            generator: { filename: `${scriptName}.[contenthash:8].js` },
          })),
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
          {
            test: /\.css$/,
            oneOf: [
              // `?url`: a stylesheet of its own (content-hashed), loaded by a <link>: antd's static CSS.
              {
                resourceQuery: /url/,
                type: 'asset/resource',
                generator: { filename: '[name].[contenthash:8][ext]' },
              },
              { type: 'asset/source' },
            ],
          },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        // Without a code cache (a first visit; Lighthouse, whose debugger turns the cache off) a script is
        // compiled in one main-thread task: antd's 560 KB chunk held a phone's main thread for ~400 ms
        // (4x CPU). antd and its rc-* parts go in chunks of at most ~150 KB of source (~60 KB minified),
        // each compiled in its own short task; the login page's chunks (no antd) stay as they were.
        splitChunks: {
          cacheGroups: {
            antd: {
              test: /[\\/]node_modules[\\/]\.pnpm[\\/](antd|@ant-design|@rc-component|rc-)[^\\/]*[\\/]/,
              chunks: 'async',
              priority: -5,
              reuseExistingChunk: true,
              maxAsyncSize: 150_000,
            },
          },
        },
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
        isHost && new PreloadStartupChunksPlugin(),
        !isHost && new ChunkIntegrityPlugin(),
      ].filter(Boolean),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, SINGLETONS };
