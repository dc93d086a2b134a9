# zlib (a compression library) through its minigzip test program.
# Checks: gzip output at several levels and strategies (checksummed), round
# trips, and corrupt input.
pkg=zlib version=1:1.2.13.dfsg-1 dir=zlib-1.2.13.dfsg
srcs=(adler32.c compress.c crc32.c deflate.c gzclose.c gzlib.c gzread.c gzwrite.c infback.c inffast.c
  inflate.c inftrees.c trees.c uncompr.c zutil.c test/minigzip.c)
cflags=(-I. -D_LARGEFILE64_SOURCE=1 -DHAVE_HIDDEN)
cases=(levels files)
case_levels() {
  cat "$SRC"/*.c "$SRC"/*.h "$SRC/ChangeLog" > in
  for l in 1 6 9; do
    "$BIN" -$l < in > in.$l.gz && md5sum < in.$l.gz && "$BIN" -d < in.$l.gz | cmp - in && echo "level $l round trip ok"
  done
  for s in f h r; do
    "$BIN" -$s < in | md5sum
  done
  gzip -dc in.9.gz | cmp - in && echo "gzip reads it"
  gzip -9n < in | "$BIN" -d | cmp - in && echo "reads gzip"
}
case_files() {
  seq 1 20000 > numbers && cp numbers orig
  "$BIN" numbers && ls numbers.gz && "$BIN" -d numbers.gz && cmp numbers orig && echo "file round trip ok"
  head -c 100 /dev/zero > zeros && "$BIN" zeros && md5sum < zeros.gz
  "$BIN" -c numbers | head -c 200 > cut.gz; "$BIN" -d cut.gz 2>&1 | sed 's/^[^:]*minigzip:/minigzip:/'
}
