; The import self-check on C programs (issue 16, point 3), run in CI: each
; program of test/import_c is compiled by clang-19 to LLVM IR at -O0 and
; at -O2 with debug information, imported by llmir-translate, translated
; back to an object by llmir-translate, linked and run; it must print what
; the clang-built program prints (and that output is checked too, so that
; two empty outputs cannot pass). scripts/import_check.sh also compares
; the import with mlir-translate-19's where that is installed.
; REQUIRES: llmir-translate, clang-19
;
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/list.c -o %t.list0.ll
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/list.c -o %t.list2.ll
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/matrix.c -o %t.matrix0.ll
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/matrix.c -o %t.matrix2.ll
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/sort.c -o %t.sort0.ll
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/sort.c -o %t.sort2.ll
;
; RUN: llmir-translate --import-llvm %t.list0.ll -o %t.list0.mlir
; RUN: llmir-translate --import-llvm %t.list2.ll -o %t.list2.mlir
; RUN: llmir-translate --import-llvm %t.matrix0.ll -o %t.matrix0.mlir
; RUN: llmir-translate --import-llvm %t.matrix2.ll -o %t.matrix2.mlir
; RUN: llmir-translate --import-llvm %t.sort0.ll -o %t.sort0.mlir
; RUN: llmir-translate --import-llvm %t.sort2.ll -o %t.sort2.mlir
;
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.list0.mlir -o %t.list0.o
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.list2.mlir -o %t.list2.o
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.matrix0.mlir -o %t.matrix0.o
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.matrix2.mlir -o %t.matrix2.o
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.sort0.mlir -o %t.sort0.o
; RUN: llmir-translate --mlir-to-object --relocation-model=pic %t.sort2.mlir -o %t.sort2.o
;
; RUN: clang-19 -w -O2 %S/../../import_c/list.c -o %t.list.ref -lm
; RUN: clang-19 -w -O2 %S/../../import_c/matrix.c -o %t.matrix.ref -lm
; RUN: clang-19 -w -O2 %S/../../import_c/sort.c -o %t.sort.ref -lm
; RUN: %t.list.ref > %t.list.expected
; RUN: %t.matrix.ref > %t.matrix.expected
; RUN: %t.sort.ref > %t.sort.expected
;
; RUN: cc %t.list0.o -o %t.list0.exe -lm
; RUN: cc %t.list2.o -o %t.list2.exe -lm
; RUN: cc %t.matrix0.o -o %t.matrix0.exe -lm
; RUN: cc %t.matrix2.o -o %t.matrix2.exe -lm
; RUN: cc %t.sort0.o -o %t.sort0.exe -lm
; RUN: cc %t.sort2.o -o %t.sort2.exe -lm
; RUN: %t.list0.exe > %t.list0.out
; RUN: %t.list2.exe > %t.list2.out
; RUN: %t.matrix0.exe > %t.matrix0.out
; RUN: %t.matrix2.exe > %t.matrix2.out
; RUN: %t.sort0.exe > %t.sort0.out
; RUN: %t.sort2.exe > %t.sort2.out
; RUN: diff %t.list.expected %t.list0.out
; RUN: diff %t.list.expected %t.list2.out
; RUN: diff %t.matrix.expected %t.matrix0.out
; RUN: diff %t.matrix.expected %t.matrix2.out
; RUN: diff %t.sort.expected %t.sort0.out
; RUN: diff %t.sort.expected %t.sort2.out
;
; RUN: FileCheck %s --check-prefix=LIST < %t.list0.out
; RUN: FileCheck %s --check-prefix=MATRIX < %t.matrix2.out
; RUN: FileCheck %s --check-prefix=SORT < %t.sort2.out
; LIST: total 285
; LIST: bits 3fc00000 popcount 8 clz 2
; MATRIX: trace 73.1250 sqrt 8.5513
; SORT: 1 one 1.25
; SORT: hello, world 12
