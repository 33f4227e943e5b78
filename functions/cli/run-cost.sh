#!/usr/bin/env bash
# What `npm run cost` runs: the cost CLI bundled by esbuild into one ES
# module (about 0.1 s), then run by node. Node then loads one file instead
# of every TypeScript module through tsx's loader, which costs about a
# second of CPU a run (docs/performance.md, What-if speed). Each run
# bundles the tree as it is into a file of its own, removed after, so runs
# at the same time never share one.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
folder="$root/node_modules/.cache/cost-cli"
mkdir -p "$folder"
bundle="$(mktemp --suffix=.mjs "$folder/cost-XXXXXXXX")"
trap 'rm -f "$bundle"' EXIT
"$root/node_modules/.bin/esbuild" "$root/functions/cli/cost.ts" \
  --bundle --platform=node --format=esm --packages=external \
  --log-level=warning --outfile="$bundle"
node "$bundle" "$@"
