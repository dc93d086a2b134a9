# dc (an arbitrary-precision calculator) from GNU bc's source package, with
# the bignum library it shares with bc.
# Checks: factorials, square roots and pi to many digits, bases, registers,
# macros and error messages.
pkg=bc version=1.07.1-3 dir=bc-1.07.1
prepare() { CC=clang-19 ./configure; }
srcs=(dc/dc.c dc/misc.c dc/eval.c dc/stack.c dc/array.c dc/numeric.c dc/string.c
  lib/getopt.c lib/getopt1.c lib/vfprintf.c lib/number.c)
# Debian's patch calls checkferror_output in dc.c without declaring it (an
# error for clang-19 by default, a warning for gcc).
cflags=(-DHAVE_CONFIG_H -I. -Ih -Idc -Wno-implicit-function-declaration)
cases=(bignum programs)
case_bignum() {
  # 200!, 2^1000, sqrt(2) to 300 digits, 16 base conversions.
  "$BIN" -e '1 200 [d 1 - d 1 <F] d sF x [* z 1 <M] d sM x p'
  "$BIN" -e '2 1000 ^ p'
  "$BIN" -e '300 k 2 v p'
  "$BIN" -e '16 o 1000000007 p 2 o 255 p 10 i 8 i 777 p'
  "$BIN" -e '50 k 1 3 / p _1 7 / p 10 3 % p 2 100 9 | p 1.5 2 ^ p'
}
case_programs() {
  "$BIN" "$DATA/pi.dc"
  "$BIN" "$DATA/fib.dc"
  echo '1 2 3 f c 4 5 6 r f z p 7 sa la la * p [hello] P 10 a P' | "$BIN"
  echo '1 0 /' | "$BIN" 2>&1
  echo 'p' | "$BIN" 2>&1
  printf '5 k 22 7 / p X p Z p\n' | "$BIN"
  "$BIN" -V | head -1
}
