// REQUIRES: llmir-translate
// cf.assert lowered: a true condition goes on, a false one prints the
// message and aborts (the process dies by SIGABRT).
// RUN: mlir-opt %s --convert-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/assert_main.c %t.o -o %t.exe
// RUN: %t.exe 3 | FileCheck %s --check-prefix=OK
// RUN: not --crash %t.exe 12 2>&1 | FileCheck %s --check-prefix=ABORT

// OK: checked(3) = 9
// ABORT: index out of range

func.func @checked_square(%i: i32) -> i32 attributes {llvm.emit_c_interface} {
  %limit = arith.constant 10 : i32
  %ok = arith.cmpi slt, %i, %limit : i32
  cf.assert %ok, "index out of range"
  %sq = arith.muli %i, %i : i32
  return %sq : i32
}
