#!/usr/bin/env bash
# The portal runs on Node.js 24 LTS. Where the machine's Node is older, install Node 24 from the npm
# registry (the `node` package ships the binary) into /usr/local, ahead of the system's on PATH.
# Source this file (`. scripts/ensure-node.sh`) so that the calling shell sees the new binary.
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  prefix=${NODE_PREFIX:-/usr/local}
  if [ -x "$prefix/bin/node" ] && [ "$("$prefix/bin/node" -p 'process.versions.node.split(".")[0]')" -ge "$want" ]; then
    echo "Node.js $want found in $prefix"
  else
    echo "Node.js $(node --version 2>/dev/null || echo none) found; installing Node.js $want into $prefix"
    npm install -g --prefix "$prefix" --no-fund --no-audit "node@$want" >/dev/null
  fi
  export PATH="$prefix/bin:$PATH"
  hash -r
fi
# The npm package's node is a symlink into lib/node_modules/node, from which npm would derive its
# global prefix; pin it to the directory that holds the node on PATH so global tools land on PATH.
npm_config_prefix=$(dirname "$(dirname "$(command -v node)")")
export npm_config_prefix
node --version
