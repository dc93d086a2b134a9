// Structural traits, checked before an op's operand and attribute
// constraints: `HasParent`/`ParentOneOf` first, then `IsTerminator` (a
// terminator followed by another op in its block). llmir had accepted and
// printed both. Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

llvm.func @unreachable_first() {
  // expected-error @+1 {{'llvm.unreachable' op must be the last operation in the parent block}}
  llvm.unreachable
  llvm.return
}
// -----
func.func @return_then_op(%a: i32) -> i32 {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  func.return %a : i32
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}
// -----
llvm.func @nested(%c: i1) {
  llvm.cond_br %c, ^a, ^b
^a:
  // expected-error @+1 {{'llvm.return' op must be the last operation in the parent block}}
  llvm.return
  llvm.unreachable
^b:
  llvm.return
}
// -----
func.func @scf_yield(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield
    "test.op"() : () -> ()
  }
  return
}
// -----
llvm.func @func_return_in_llvm_func() {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}
// -----
llvm.func @parent_before_terminator() {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
  llvm.return
}
// -----
func.func @scope_return() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}
// -----
func.func @atomic_yield(%a: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %a : f32
}
// -----
func.func @wrong_operands_not_last(%a: i32) -> i32 {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  func.return %a, %a : i32, i32
  func.return %a : i32
}
