#!/usr/bin/env bash
# Regenerates public/media/: the looping hero videos of /vrauto, /vrbank and /predective and their poster frames.
# Everything is drawn by ffmpeg from a lavfi colour source and `geq` equations, so there is no footage to license
# and no third-party host. Each equation is periodic in T with the clip length, which makes the loop seamless.
# Needs ffmpeg with libx264 and libwebp (Debian: apt-get install -y ffmpeg). `geq` is slow (several minutes per clip
# on two cores), so you can name the clips to redo:  scripts/make-media.sh [vrbank] [vrauto] [predictive]
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }

OUT=public/media
W=960 H=540 FPS=25 DUR=5
mkdir -p "$OUT"

# Palette (STYLE: ink #0b0d17, violet #5b3df5 / #8f7cff, teal #19d3c5) as R,G,B components for the equations.
#   ink 11,13,23   violet 91,61,245   light violet 143,124,255   teal 25,211,197
P="2*PI*T/$DUR" # one turn per clip: anything of the form sin(k*$P) loops exactly

WANT=" ${*:-vrbank vrauto predictive} "

# render NAME R G B: draws DUR seconds from the three channel equations, then encodes an MP4 and a WebP poster.
render() {
  local name=$1 r=$2 g=$3 b=$4
  [[ $WANT == *" ${name%-hero} "* ]] || return 0
  ffmpeg -y -hide_banner -loglevel error -filter_threads "$(nproc)" \
    -f lavfi -i "color=c=0x0b0d17:s=${W}x${H}:r=${FPS}:d=${DUR}" \
    -vf "format=rgb24,geq=r='clip($r,0,255)':g='clip($g,0,255)':b='clip($b,0,255)'" \
    -an -c:v libx264 -preset veryslow -crf 31 -tune animation -pix_fmt yuv420p -profile:v high -level 4.0 \
    -g $((FPS * DUR)) -threads 1 -movflags +faststart -map_metadata -1 -fflags +bitexact \
    "$OUT/$name.mp4"
  ffmpeg -y -hide_banner -loglevel error -i "$OUT/$name.mp4" -frames:v 1 \
    -c:v libwebp -quality 62 -compression_level 6 -map_metadata -1 "$OUT/$name-poster.webp"
  printf '%-22s %6s bytes  %-28s %6s bytes\n' "$name.mp4" "$(stat -c %s "$OUT/$name.mp4")" \
    "$name-poster.webp" "$(stat -c %s "$OUT/$name-poster.webp")"
}

# /vrbank — a vault door: rings ripple outward from the centre while twelve spokes turn once per loop.
rad="hypot(X-W/2,Y-H/2)"
ring="pow(0.5+0.5*sin($rad/15-2*$P),6)*exp(-$rad/330)"
spoke="pow(0.5+0.5*sin(12*atan2(Y-H/2,X-W/2)+$P),14)*exp(-$rad/220)"
glow="exp(-$rad/90)"
render vrbank-hero \
  "11+120*$ring+25*$spoke+60*$glow" \
  "13+80*$ring+200*$spoke+45*$glow" \
  "23+240*$ring+190*$spoke+150*$glow"

# /vrauto — a showroom floor: a perspective grid rushing towards the viewer under a violet horizon glow.
hz="H*0.42"
depth="(Y-$hz+2)"
lz="pow(0.5+0.5*cos(2*PI*(260/$depth)-2*$P),40)"
lx="pow(0.5+0.5*cos(2*PI*(X-W/2)/$depth*1.6),30)"
fade="min(1,(Y-$hz)/(H-$hz)*2.2)"
sky="exp(-abs(Y-$hz)/55)"
sun="exp(-hypot(X-W/2,(Y-$hz+30)*1.6)/40)*lt(Y,$hz)"
render vrauto-hero \
  "if(gt(Y,$hz),11+(25*$lx+90*$lz)*$fade,11+130*$sky+80*$sun)" \
  "if(gt(Y,$hz),13+(211*$lx+60*$lz)*$fade,13+90*$sky+200*$sun)" \
  "if(gt(Y,$hz),23+(197*$lx+240*$lz)*$fade,23+250*$sky+190*$sun)"

# /predective — live sensor traces scrolling across a plant-floor grid; the teal trace carries an anomaly spike.
grid="(lt(mod(X,48),1.2)+lt(mod(Y,48),1.2))*0.18"
w1="exp(-abs(Y-H*0.34-40*sin(2*PI*X/W*2-2*$P))/2.2)"
w2="exp(-abs(Y-H*0.56-28*sin(2*PI*X/W*3+$P)-18*sin(2*PI*X/W*7-3*$P))/2.2)"
spike="exp(-pow(mod(X/W-T/$DUR+1,1)-0.5,2)*900)"
w3="exp(-abs(Y-H*0.76+70*$spike-12*sin(2*PI*X/W*5-4*$P))/2.2)"
halo="exp(-hypot(X-mod(W*T/$DUR+W/2,W),Y-H*0.76+70)/26)"
render predictive-hero \
  "11+40*$grid+143*$w1+91*$w2+25*$w3+25*$halo" \
  "13+40*$grid+124*$w1+61*$w2+211*$w3+211*$halo" \
  "23+80*$grid+255*$w1+245*$w2+197*$w3+197*$halo"
