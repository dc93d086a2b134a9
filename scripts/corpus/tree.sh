# tree (a shell utility): lists a directory tree made by the check itself.
# Checks: plain, ASCII, full paths, depth limit, patterns, directories only,
# JSON and XML output, sorting by version. Also built with -g (the module
# carries debug metadata and locations, printed with --mlir-print-debuginfo).
# Every run says --noreport: tree passes its totals struct by value through a
# function pointer (`call void %f(ptr byval(%struct.totals) ...)`), and
# mlir-translate-19's import drops call-site argument attributes, so in the
# LLVM dialect module the callee reads its byval argument from the wrong
# place; mlir-translate-19 | llc-19 prints the same wrong counts as llmir.
pkg=tree version=2.1.0-1 dir=tree-2.1.0
variants="O0 O2 O2g"
srcs=(tree.c list.c hash.c color.c file.c filter.c info.c unix.c xml.c json.c html.c strverscmp.c)
cflags=(-D_LARGEFILE64_SOURCE -D_FILE_OFFSET_BITS=64)
cases=(listings formats)
mktree() {
  umask 022
  mkdir -p t/src/lib t/src/bin t/doc/v1.10 t/doc/v1.9 t/doc/v1.2 t/.hidden t/empty
  for f in t/src/lib/a.c t/src/lib/b.h t/src/bin/main.c t/doc/README t/doc/v1.10/x t/doc/v1.9/y t/.hidden/z t/top.txt; do
    printf '%s\n' "$f" > "$f"
  done
  ln -s ../top.txt t/src/link
  chmod 644 t/top.txt
}
case_listings() {
  mktree
  "$BIN" --noreport -n t
  "$BIN" --noreport -n --charset=ascii -a t
  "$BIN" --noreport -n -f -L 2 t
  "$BIN" --noreport -n -P '*.c' --prune t
  "$BIN" --noreport -n -d t
  "$BIN" --noreport -n -v t/doc
  "$BIN" --noreport -n -I 'doc|empty' -F t
  "$BIN" --noreport -n -i t/src
  "$BIN" --noreport -n nonexistent 2>&1
}
case_formats() {
  mktree
  "$BIN" --noreport -J t/src
  "$BIN" -X --noreport t/doc
  "$BIN" --noreport -n -p t/top.txt t/src/lib | sed 's/\[-rw-r--r--\]/[mode]/'
  "$BIN" --noreport -n --filelimit 2 t
}
