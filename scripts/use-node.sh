# Puts the Node.js release named in .node-version first on PATH, for the shell that sources it:
#   source scripts/use-node.sh
# Where the machine's own `node` is another release, the official Linux build is fetched once from
# the npm registry (the package node-linux-<arch>, which carries the binary and its C++ headers)
# into a cache folder, and native modules (better-sqlite3, argon2) are built against those headers
# (npm_config_nodedir), so nothing is downloaded from anywhere but the registry. npm itself is the
# machine's: a JavaScript program, it runs on whichever `node` comes first on PATH.
# shellcheck shell=bash

use_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
use_node_wanted="$(tr -d ' \r\n' <"$use_node_root/.node-version")"

if [ "$(node --version 2>/dev/null)" != "v$use_node_wanted" ]; then
  case "$(uname -m)" in
    x86_64) use_node_arch=x64 ;;
    aarch64 | arm64) use_node_arch=arm64 ;;
    *)
      echo "scripts/use-node.sh: no Node.js package for $(uname -m); install Node $use_node_wanted yourself" >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  use_node_dir="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/firm-portal/node}/$use_node_wanted-$use_node_arch"
  if [ ! -x "$use_node_dir/bin/node" ]; then
    echo "== fetching Node.js $use_node_wanted (node-linux-$use_node_arch from the npm registry)"
    use_node_download="$(mktemp -d)"
    (cd "$use_node_download" && npm pack --silent "node-linux-$use_node_arch@$use_node_wanted" >/dev/null)
    rm -rf "$use_node_dir.partial"
    mkdir -p "$use_node_dir.partial"
    tar xzf "$use_node_download"/node-linux-*.tgz -C "$use_node_dir.partial" --strip-components=1
    rm -rf "$use_node_download" "$use_node_dir"
    mv "$use_node_dir.partial" "$use_node_dir"
  fi
  export PATH="$use_node_dir/bin:$PATH"
  export npm_config_nodedir="$use_node_dir"
fi
unset use_node_root use_node_wanted use_node_arch use_node_dir use_node_download
