# bzip2 (a compressor): the bzip2 command with libbz2 built in.
# Checks: the Makefile's own self-test (compress the three samples at -1/-2/-3
# and compare with the shipped .bz2 files, decompress them back), plus a
# round trip of a larger input through every block size. Also built with -g
# at -O0 (debug intrinsics, locations printed with --mlir-print-debuginfo).
pkg=bzip2 version=1.0.8-5 dir=bzip2-1.0.8
variants="O0 O2 O0g"
srcs=(blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c bzlib.c bzip2.c)
# -fno-pic: at -O2 clang turns the error-string table into a relative lookup
# table (llvm.load.relative), which mlir-translate-19 cannot import.
cflags=(-D_FILE_OFFSET_BITS=64 -fno-pic)
cases=(selftest roundtrip stdio)
case_selftest() {
  for i in 1 2 3; do
    "$BIN" -$i < "$SRC/sample$i.ref" | cmp - "$SRC/sample$i.bz2" && echo "sample$i compress ok"
    "$BIN" -d < "$SRC/sample$i.bz2" | cmp - "$SRC/sample$i.ref" && echo "sample$i decompress ok"
  done
  "$BIN" -ds < "$SRC/sample3.bz2" | cmp - "$SRC/sample3.ref" && echo "sample3 small-memory decompress ok"
}
case_roundtrip() {
  cat "$SRC"/*.c "$SRC"/manual.xml > in
  for b in 1 5 9; do
    "$BIN" -$b -c in > in.$b.bz2 && md5sum < in.$b.bz2 && "$BIN" -dc in.$b.bz2 | cmp - in && echo "block size $b ok"
  done
  "$BIN" -t in.9.bz2 && echo "integrity ok"
  head -c 1000 in.9.bz2 > broken.bz2; "$BIN" -t broken.bz2 2>&1 | sed 's/^[^:]*bzip2[^:]*:/bzip2:/'
}
case_stdio() {
  printf 'hello, corpus\n' > a.txt
  "$BIN" -kv a.txt 2>&1 | sed 's/ *$//'
  "$BIN" -dc a.txt.bz2
  "$BIN" -d a.txt.bz2 2>&1 | sed 's/^[^:]*bzip2[^:]*:/bzip2:/'
  : | "$BIN" -c | "$BIN" -dc | wc -c
}
