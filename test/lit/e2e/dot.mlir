// REQUIRES: llmir-translate
// The README's main job (scripts/quickstart.sh) as a test: the kernel of
// examples/dot (dynamic memrefs, `_mlir_ciface_` wrappers, a cf.assert that
// holds) lowered by convert-to-llvm, translated to an object, linked with
// its C main and run.
// RUN: mlir-opt %S/../../../examples/dot/kernel.mlir --convert-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/../../../examples/dot/main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// LOWERED-LABEL: llvm.func @dot(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) -> f64 attributes {llvm.emit_c_interface}
// LOWERED-LABEL: llvm.func @_mlir_ciface_dot(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> f64 attributes {llvm.emit_c_interface}
// LOWERED-NOT: memref.
// LOWERED-NOT: unrealized_conversion_cast

// CHECK: dot(x, y) = 21
// CHECK-NEXT: dot(3x, y) = 63
