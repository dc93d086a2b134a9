// RUN: not mlir-opt %s -split-input-file 2>&1 | FileCheck %s

// A property given in `<{...}>` must be of its storage class (MLIR's
// setPropertiesFromAttr); in the attribute dictionary of the generic form
// it is checked against its constraint instead.

// CHECK: offset :9:3: error: invalid properties {branch_weights = dense<1> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op llvm.cond_br: Invalid attribute `branch_weights` in property conversion: dense<1> : vector<2xi32>
llvm.func @h(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{branch_weights = dense<1> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

// CHECK: offset :5:3: error: 'llvm.cond_br' op attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute
llvm.func @h(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] {branch_weights = dense<1> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  llvm.return
}

// -----

// CHECK: offset :4:1: error: invalid properties {sym_name = 3 : i64} for op llvm.comdat: Invalid attribute `sym_name` in property conversion: 3 : i64
"llvm.comdat"() <{sym_name = 3}> ({
}) : () -> ()
