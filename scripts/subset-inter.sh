#!/bin/sh
# Makes web/theme/fonts/inter-subset-wght-400-800.woff2, the only web font the sites load (README
# "Page speed").
# The @fontsource-variable/inter Latin file is 48 KB: every weight from 100 to 900 and every
# OpenType feature. The pages use weights 400 to 800, Latin letters (Extended-A for te reo Māori
# macrons and European names), the punctuation and arrows in our copy, and kerning, ligatures and
# tabular figures; cut to that it is 27 KB, which Lighthouse's simulated 4G counts before the first
# paint on every page. A character outside the subset falls back to the metric-matched Arial.
# Run by hand after upgrading the package; needs fontTools with brotli (Debian:
# `apt-get install python3-fonttools python3-brotli`).
set -eu
cd "$(dirname "$0")/.."
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
limited=$(mktemp --suffix=.ttf)
trap 'rm -f "$limited"' EXIT
python3 -m fontTools.varLib.instancer "$source_font" "wght=400:800" -o "$limited" -q
python3 -m fontTools.subset "$limited" --flavor=woff2 \
  --output-file=web/theme/fonts/inter-subset-wght-400-800.woff2 \
  --unicodes="U+0020-007E,U+00A0-017F,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2605" \
  --layout-features="kern,liga,calt,tnum"
ls -l web/theme/fonts/inter-subset-wght-400-800.woff2
