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

// -----

// A dialect attribute property: an integer is no `#llvm.fastmath`.
// CHECK: offset :6:8: error: invalid properties {fastmathFlags = 1 : i32} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: 1 : i32
llvm.func @f(%a: f32) -> f32 {
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = 1 : i32}> : (f32, f32) -> f32
  llvm.return %0 : f32
}

// -----

// Nor is another dialect attribute.
// CHECK: offset :6:8: error: invalid properties {fastmathFlags = #llvm.overflow<nsw>} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: #llvm.overflow<nsw>
llvm.func @f(%a: f32) -> f32 {
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = #llvm.overflow<nsw>}> : (f32, f32) -> f32
  llvm.return %0 : f32
}
