// The conversion driver folds every op that is not legal before it tries
// patterns, ops the target does not know included (MLIR's
// OperationLegalizer::legalizeWithFold): arith.addi of a poison folds to
// ub.poison, which -convert-ub-to-llvm then lowers; a fold to a constant
// nothing can legalize (affine.apply to arith.constant under
// -convert-ub-to-llvm) is undone. affine.apply/min of constants fold under
// -convert-to-llvm and -convert-arith-to-llvm. CHECK lines are mlir-opt-19's.
// RUN: mlir-opt %s -convert-ub-to-llvm | FileCheck %s --check-prefix=UB
// RUN: mlir-opt %s -convert-to-llvm | FileCheck %s --check-prefix=ALL
// RUN: mlir-opt %s -convert-arith-to-llvm | FileCheck %s --check-prefix=ARITH

func.func @f(%x: i32) -> (i32, index, index) {
  %p = ub.poison : i32
  %0 = arith.addi %x, %p : i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c1, %c2)
  %2 = affine.min affine_map<(d0) -> (d0, 4)>(%c2)
  return %0, %1, %2 : i32, index, index
}

// UB: #map = affine_map<(d0, d1) -> (d0 + d1)>
// UB-NEXT: #map1 = affine_map<(d0) -> (d0, 4)>
// UB-NEXT: module {
// UB-NEXT: func.func @f(%arg0: i32) -> (i32, index, index) {
// UB-NEXT: %0 = llvm.mlir.poison : i32
// UB-NEXT: %1 = llvm.mlir.poison : i32
// UB-NEXT: %c1 = arith.constant 1 : index
// UB-NEXT: %c2 = arith.constant 2 : index
// UB-NEXT: %2 = affine.apply #map(%c1, %c2)
// UB-NEXT: %3 = affine.min #map1(%c2)
// UB-NEXT: return %1, %2, %3 : i32, index, index
// UB-NEXT: }
// UB-NEXT: }

// ALL: module {
// ALL-NEXT: llvm.func @f(%arg0: i32) -> !llvm.struct<(i32, i64, i64)> {
// ALL-NEXT: %0 = llvm.mlir.poison : i32
// ALL-NEXT: %1 = llvm.mlir.poison : i32
// ALL-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// ALL-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// ALL-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// ALL-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, i64, i64)>
// ALL-NEXT: %7 = llvm.insertvalue %1, %6[0] : !llvm.struct<(i32, i64, i64)>
// ALL-NEXT: %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i32, i64, i64)>
// ALL-NEXT: %9 = llvm.insertvalue %5, %8[2] : !llvm.struct<(i32, i64, i64)>
// ALL-NEXT: llvm.return %9 : !llvm.struct<(i32, i64, i64)>
// ALL-NEXT: }
// ALL-NEXT: }

// ARITH: module {
// ARITH-NEXT: func.func @f(%arg0: i32) -> (i32, index, index) {
// ARITH-NEXT: %0 = ub.poison : i32
// ARITH-NEXT: %1 = llvm.add %arg0, %0 : i32
// ARITH-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// ARITH-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// ARITH-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// ARITH-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// ARITH-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// ARITH-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// ARITH-NEXT: return %1, %5, %7 : i32, index, index
// ARITH-NEXT: }
// ARITH-NEXT: }
