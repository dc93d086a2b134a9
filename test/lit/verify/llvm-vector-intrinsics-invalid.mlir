// Verifier checks MLIR 19 makes on vector intrinsics and target features,
// beyond the upstream llvmir-invalid.mlir cases: fixed-length lane counts,
// pointer element types kept in the expected type, element-type traits.
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @gather_lanes(%ptrs : !llvm.vec<4 x ptr>, %mask : vector<7xi1>) -> vector<7xf32> {
  // expected-error @below{{'llvm.intr.masked.gather' op expected operand #1 type to be '!llvm.vec<7 x ptr>'}}
  %0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32} : (!llvm.vec<4 x ptr>, vector<7xi1>) -> vector<7xf32>
  llvm.return %0 : vector<7xf32>
}

// -----

llvm.func @scatter_lanes(%vec : vector<6xf32>, %ptrs : !llvm.vec<7 x ptr<3>>, %mask : vector<6xi1>) {
  // expected-error @below{{'llvm.intr.masked.scatter' op expected operand #2 type to be '!llvm.vec<6 x ptr<3>>'}}
  llvm.intr.masked.scatter %vec, %ptrs, %mask { alignment = 1: i32} : vector<6xf32>, vector<6xi1> into !llvm.vec<7 x ptr<3>>
  llvm.return
}

// -----

llvm.func @scatter_scalable(%vec : vector<[7]xf32>, %ptrs : !llvm.vec<7 x ptr<1>>, %mask : vector<[7]xi1>) {
  // expected-error @below{{expected operand #2 type to be '!llvm.vec<? x 7 x  ptr<1>>'}}
  llvm.intr.masked.scatter %vec, %ptrs, %mask { alignment = 1: i32} : vector<[7]xf32>, vector<[7]xi1> into !llvm.vec<7 x ptr<1>>
  llvm.return
}

// -----

llvm.func @reduce_mul(%arg0 : vector<4xi32>) -> i64 {
  // expected-error @below{{'llvm.intr.vector.reduce.mul' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<4xi32>) -> i64
  llvm.return %0 : i64
}

// -----

// expected-error @below{{target features must start with '+' or '-'}}
llvm.func @second_feature() attributes { target_features = #llvm.target_features<["+sve", "neon"]> }
