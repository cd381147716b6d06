#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine that has Node 20 and npm:
# pnpm, the workspace's packages, and (with --with-browser) Debian's Chromium for the e2e tests.
set -euo pipefail
cd "$(dirname "$0")/.."

with_browser=0
for arg in "$@"; do
  case "$arg" in
    --with-browser) with_browser=1 ;;
    *) echo "setup.sh: unknown option $arg (known: --with-browser)" >&2; exit 2 ;;
  esac
done

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" != "10" ]; then
  echo "setup: installing pnpm 10"
  npm install --global --no-fund --no-audit pnpm@10 >/dev/null
fi

# Chromium comes from Debian while pnpm installs the packages: each waits on the network and the
# disk more than on a core, so neither waits for the other. Apt's output goes to a log, printed only
# if it fails.
browser_pid=
browser_log=$(mktemp)
if [ "$with_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Chromium from Debian (beside the packages)"
  (
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium
  ) >"$browser_log" 2>&1 &
  browser_pid=$!
fi

echo "setup: installing workspace packages"
pnpm install --frozen-lockfile --reporter=append-only | grep -v '^Progress' || true
[ -d node_modules/.pnpm ] || { echo "setup: pnpm install failed" >&2; exit 1; }

if [ -n "$browser_pid" ]; then
  if ! wait "$browser_pid"; then
    cat "$browser_log" >&2
    echo "setup: installing Chromium failed" >&2
    exit 1
  fi
  echo "setup: Chromium installed"
fi
rm -f "$browser_log"
echo "setup: done"
