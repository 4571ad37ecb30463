#!/usr/bin/env bash
# Makes the dashboard's sounds (public/sounds/*.mp3) from tones (sox) and speech (espeak-ng), both from Debian's
# packages: apt-get install sox libsox-fmt-mp3 espeak-ng. The results are committed; run this only to change them.
set -euo pipefail
cd "$(dirname "$0")/../public/sounds"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tone() { sox -n -r 22050 -c 1 "$tmp/$1.wav" synth "$2" sine "$3" fade q 0.01 "$2" 0.04 vol "${4:-0.6}"; }
say() { espeak-ng -v "${3:-en-us}" -s 150 -w "$tmp/$1-raw.wav" "$2"; sox "$tmp/$1-raw.wav" -r 22050 -c 1 "$tmp/$1.wav" norm -3; }
mp3() { sox "$@" -C 64 "$OUT"; }

# The alarm: two urgent high-low beeps (repeated every 2 s by the app while an order is pending)
tone a1 0.18 988 0.8; tone a2 0.18 740 0.8; sox -n -r 22050 -c 1 "$tmp/gap.wav" trim 0 0.06
OUT=alarm.mp3 mp3 "$tmp/a1.wav" "$tmp/gap.wav" "$tmp/a2.wav" "$tmp/gap.wav" "$tmp/a1.wav" "$tmp/gap.wav" "$tmp/a2.wav"
# A new order: a rising chime
tone c1 0.14 523; tone c2 0.14 659; tone c3 0.3 784
OUT=new-order.mp3 mp3 "$tmp/c1.wav" "$tmp/c2.wav" "$tmp/c3.wav"
# A new customer message: a soft double ping
tone p1 0.12 1175 0.5; tone p2 0.2 1175 0.5
OUT=new-message.mp3 mp3 "$tmp/p1.wav" "$tmp/gap.wav" "$tmp/p2.wav"
# Store status
say open "The store is open."; OUT=store-open.mp3 mp3 "$tmp/c1.wav" "$tmp/c3.wav" "$tmp/open.wav"
say willopen "The store will open soon."; OUT=store-will-open.mp3 mp3 "$tmp/c1.wav" "$tmp/willopen.wav"
# A collection method whose busy minutes ran out
for pair in "drive-thru:Drive-thru is available again." "walk-thru:Walk-thru is available again." \
  "home-delivery:Home delivery is available again." "office-delivery:Office delivery is available again."; do
  name=${pair%%:*}; text=${pair#*:}
  say "$name" "$text"; OUT="available-$name.mp3" mp3 "$tmp/p1.wav" "$tmp/$name.wav"
done
ls -l
