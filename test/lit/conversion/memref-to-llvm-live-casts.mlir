// A cast of a memref to its descriptor that a dead `memref.cast` asked for
// stays while the memref has another user the conversion leaves alone
// (MLIR 19's computeNecessaryMaterializations: the cast stands for the
// memref in the conversion's mapping), and goes with it otherwise.
// Output as mlir-opt-19's.
// RUN: mlir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=MEMREF
// RUN: mlir-opt %s -convert-scf-to-cf -finalize-memref-to-llvm | FileCheck %s --check-prefix=CF
// RUN: mlir-opt %s -convert-to-llvm | FileCheck %s --check-prefix=ALL

// MEMREF-LABEL: func.func @loop_carried
// MEMREF: scf.for {{.*}} iter_args(%[[A:.*]] = %arg0) -> (memref<4xf32>) {
// MEMREF-NEXT: builtin.unrealized_conversion_cast %[[A]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: scf.yield %[[A]] : memref<4xf32>
// CF-LABEL: func.func @loop_carried
// CF: ^bb1(%{{.*}}: index, %[[B:.*]]: memref<4xf32>):
// CF-NEXT: builtin.unrealized_conversion_cast %[[B]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CF-NEXT: arith.cmpi slt
func.func @loop_carried(%m: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %m) -> (memref<4xf32>) {
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
    scf.yield %a : memref<4xf32>
  }
  return
}

// Nothing else reads %a: no cast.
// MEMREF-LABEL: func.func @only_user
// MEMREF-NEXT: cf.br ^bb1(%arg0 : memref<4xf32>)
// MEMREF-NEXT: ^bb1(%{{.*}}: memref<4xf32>):
// MEMREF-NEXT: return
func.func @only_user(%m: memref<4xf32>) {
  cf.br ^bb1(%m : memref<4xf32>)
^bb1(%a: memref<4xf32>):
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  return
}

// The argument's descriptor is not rebuilt for a cast that went away.
// ALL-LABEL: llvm.func @in_region(
// ALL-NEXT: scf.if %arg0 {
// ALL-NEXT: }
// ALL-NEXT: llvm.return
func.func @in_region(%b: i1, %m: memref<4xf32>) {
  scf.if %b {
    %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  }
  return
}
