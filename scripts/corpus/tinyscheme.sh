# TinyScheme (an interpreter): the standalone interpreter, init.scm from the
# package. Checks: scheme programs in test/corpus/tinyscheme/*.scm (numbers,
# closures, call/cc, strings, vectors, tail calls, errors).
pkg=tinyscheme version=1.42.svn.2020.06.04-2 dir=tinyscheme-1.42.svn.2020.06.04
srcs=(scheme.c)
cflags=(-DSTANDALONE=1 -DUSE_DL=0 -DUSE_MATH=1 -DUSE_ASCII_NAMES=0)
libs=(-lm)
cases=(programs)
case_programs() {
  export TINYSCHEMEINIT="$SRC/init.scm"
  cp "$DATA"/*.scm .
  for f in *.scm; do
    echo "--- $f"
    "$BIN" "$f" < /dev/null; echo "[status $?]"
  done
}
