#!/usr/bin/env bash
# Regenerates app/fonts/inter-subset-wght-400-800.woff2, the site's only web font, from @fontsource-variable/inter:
# the characters the pages use (UNICODES below, also the @font-face unicode-range in app/layouts/site-layout.astro) and the weights
# they use (400-800). 28 KB instead of the 48 KB Latin file, on every first visit's critical path.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Not part of the build:
# rerun it when the pages start using a character or weight outside the subset, and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+221A,U+2248,U+2264-2265"
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
work=$(mktemp -d)
/usr/bin/python3 -m fontTools.subset "$source_font" --unicodes="$UNICODES" --flavor=woff2 --output-file="$work/subset.woff2"
/usr/bin/python3 -m fontTools.varLib.instancer "$work/subset.woff2" wght=400:800 -o "$work/instance.ttf"
/usr/bin/python3 -m fontTools.subset "$work/instance.ttf" --unicodes="*" --flavor=woff2 --output-file=app/fonts/inter-subset-wght-400-800.woff2
rm -rf "$work"
ls -l app/fonts/inter-subset-wght-400-800.woff2
