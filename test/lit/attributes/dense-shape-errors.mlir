// A `dense<...>` literal that does not fit its type is MLIR's error, at
// the `:` before the type (it used to come out as "expected attribute
// value"); a type whose dimensions multiply past 64 bits is no overflow
// (fuzz finding translate crash-163f9aab).
// RUN: llmir-opt --split-input-file --verify-diagnostics %s

func.func @f() {
  // expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
  %0 = arith.constant dense<[1, 2]> : tensor<3xi32>
  return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{inferred shape of elements literal ([2, 2, 2]) does not match type ([2, 8198552921648589607, 2])}}
  %0 = llvm.mlir.constant(dense<[[[1, 2], [3, 4]], [[42, 43], [44, 46]]]> : tensor<2x8198552921648589607x2xi32>) : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4x8198552921648589607x4611686018427387904xi32>'}}
  %0 = llvm.mlir.constant(dense<"0x0102"> : tensor<4x8198552921648589607x4611686018427387904xi32>) : !llvm.array<2 x i32>
  llvm.return
}
