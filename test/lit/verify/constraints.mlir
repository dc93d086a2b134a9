// Operand and result type constraints from the op tables, worded as MLIR
// words them (`operand #N must be ..., but got 'T'`), and the counts and
// type-equality traits ODS checks before them.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @add_float(%a: f32) {
  // expected-error @below {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @same_type(%a: i32, %b: i64) {
  // expected-error @below {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

func.func @variadic(%a: i32, %t: tensor<2xf32>) {
  // expected-error @below {{'llvm.call' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'tensor<2xf32>'}}
  "llvm.call"(%a, %t) <{callee = @variadic}> : (i32, tensor<2xf32>) -> ()
  return
}

// -----

llvm.func @result_constraint(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"no_size">'}}
  %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"no_size">
  llvm.return
}

// -----

llvm.func @one_result(%a: i32) {
  // expected-error @below {{'llvm.add' op requires one result}}
  "llvm.add"(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @operand_count(%a: i32) {
  // expected-error @below {{'llvm.add' op expected 2 operands, but found 1}}
  %0 = "llvm.add"(%a) : (i32) -> i32
  llvm.return
}

// -----

// expected-error @below {{'llvm.mlir.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i64, value = 42 : i64, alignment = 1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

// expected-error @below {{'llvm.mlir.global' op requires attribute 'global_type'}}
"llvm.mlir.global"() ({}) {sym_name = "g", linkage = #llvm.linkage<private>} : () -> ()
