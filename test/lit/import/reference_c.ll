; The import of real C programs against the reference, where it is
; installed (CI installs it for the corpus): test/import_c's programs and
; this directory's Inputs/locs.c, compiled by clang-19 at -O0 and at -O2
; with debug information, imported by llmir-translate and by
; mlir-translate-19 with --mlir-print-debuginfo (every op's location) and
; in the generic form; the outputs must be byte-identical once the
; dlti.dl_spec entries are sorted (MLIR prints them in hash order,
; scripts/import_norm.py).
; REQUIRES: llmir-translate, clang-19, mlir-translate-19
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/list.c -o %t.list0.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.list0.ll | python3 %S/../../../scripts/import_norm.py > %t.list0.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.list0.ll | python3 %S/../../../scripts/import_norm.py > %t.list0.mine
; RUN: diff %t.list0.ref %t.list0.mine
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/list.c -o %t.list2.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.list2.ll | python3 %S/../../../scripts/import_norm.py > %t.list2.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.list2.ll | python3 %S/../../../scripts/import_norm.py > %t.list2.mine
; RUN: diff %t.list2.ref %t.list2.mine
; RUN: mlir-translate-19 --import-llvm --mlir-print-op-generic %t.list2.ll | python3 %S/../../../scripts/import_norm.py > %t.listg.ref
; RUN: llmir-translate --import-llvm --mlir-print-op-generic %t.list2.ll | python3 %S/../../../scripts/import_norm.py > %t.listg.mine
; RUN: diff %t.listg.ref %t.listg.mine
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/matrix.c -o %t.matrix0.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.matrix0.ll | python3 %S/../../../scripts/import_norm.py > %t.matrix0.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.matrix0.ll | python3 %S/../../../scripts/import_norm.py > %t.matrix0.mine
; RUN: diff %t.matrix0.ref %t.matrix0.mine
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/matrix.c -o %t.matrix2.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.matrix2.ll | python3 %S/../../../scripts/import_norm.py > %t.matrix2.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.matrix2.ll | python3 %S/../../../scripts/import_norm.py > %t.matrix2.mine
; RUN: diff %t.matrix2.ref %t.matrix2.mine
; RUN: mlir-translate-19 --import-llvm --mlir-print-op-generic %t.matrix2.ll | python3 %S/../../../scripts/import_norm.py > %t.matrixg.ref
; RUN: llmir-translate --import-llvm --mlir-print-op-generic %t.matrix2.ll | python3 %S/../../../scripts/import_norm.py > %t.matrixg.mine
; RUN: diff %t.matrixg.ref %t.matrixg.mine
; RUN: clang-19 -w -O0 -emit-llvm -S %S/../../import_c/sort.c -o %t.sort0.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.sort0.ll | python3 %S/../../../scripts/import_norm.py > %t.sort0.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.sort0.ll | python3 %S/../../../scripts/import_norm.py > %t.sort0.mine
; RUN: diff %t.sort0.ref %t.sort0.mine
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/../../import_c/sort.c -o %t.sort2.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.sort2.ll | python3 %S/../../../scripts/import_norm.py > %t.sort2.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.sort2.ll | python3 %S/../../../scripts/import_norm.py > %t.sort2.mine
; RUN: diff %t.sort2.ref %t.sort2.mine
; RUN: mlir-translate-19 --import-llvm --mlir-print-op-generic %t.sort2.ll | python3 %S/../../../scripts/import_norm.py > %t.sortg.ref
; RUN: llmir-translate --import-llvm --mlir-print-op-generic %t.sort2.ll | python3 %S/../../../scripts/import_norm.py > %t.sortg.mine
; RUN: diff %t.sortg.ref %t.sortg.mine
; RUN: clang-19 -w -O0 -emit-llvm -S %S/Inputs/locs.c -o %t.locs0.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.locs0.ll | python3 %S/../../../scripts/import_norm.py > %t.locs0.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.locs0.ll | python3 %S/../../../scripts/import_norm.py > %t.locs0.mine
; RUN: diff %t.locs0.ref %t.locs0.mine
; RUN: clang-19 -w -O2 -g -Xclang -fexperimental-assignment-tracking=disabled -emit-llvm -S %S/Inputs/locs.c -o %t.locs2.ll
; RUN: mlir-translate-19 --import-llvm --mlir-print-debuginfo %t.locs2.ll | python3 %S/../../../scripts/import_norm.py > %t.locs2.ref
; RUN: llmir-translate --import-llvm --mlir-print-debuginfo %t.locs2.ll | python3 %S/../../../scripts/import_norm.py > %t.locs2.mine
; RUN: diff %t.locs2.ref %t.locs2.mine
; RUN: mlir-translate-19 --import-llvm --mlir-print-op-generic %t.locs2.ll | python3 %S/../../../scripts/import_norm.py > %t.locsg.ref
; RUN: llmir-translate --import-llvm --mlir-print-op-generic %t.locs2.ll | python3 %S/../../../scripts/import_norm.py > %t.locsg.mine
; RUN: diff %t.locsg.ref %t.locsg.mine
