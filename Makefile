# Two commands do everything on a fresh Debian 12 machine (see README.md):
#   make serve   install missing build tools, build the release app, serve it on 127.0.0.1:8080
#   make test    install missing tools and Chromium, run every test, print a summary
.PHONY: serve test test-repeat build tools bench sizes soak single-file

serve:
	bash scripts/serve.sh

test:
	bash scripts/test.sh

# The whole suite N times in a row (default 3), every run's steps timed and every failure listed.
test-repeat:
	bash scripts/test-repeat.sh $(N)

build:
	bash scripts/tools.sh
	bash scripts/build.sh

tools:
	bash scripts/tools.sh --browser

# One self-contained HTML file (dist-single/quarantable.html) that runs from file://.
single-file: build
	node scripts/single-file.mjs dist dist-single/quarantable.html

# Engine speed (speed-tuned profile), the sizes of the release build in dist/, and what a first
# visit fetches for the home screen and for each game (scripts/weights.mjs, in Chromium).
bench: build
	cargo run -p games --profile bench-native --example bench
	bash scripts/tools.sh --browser
	node scripts/weights.mjs

# Where the release wasm's bytes go, by crate and by game (scripts/size-breakdown.mjs, with twiggy).
sizes: build
	bash scripts/tools.sh --measure
	node scripts/size-breakdown.mjs

# Every game: 1,000,000 checked random actions, then 100,000 broken saves fed to the save reader
# (about 4 minutes; SOAK_ACTIONS=20000 SOAK_INPUTS=5000 make soak for a quick run).
soak:
	cargo run -p games --profile bench-native --example soak
