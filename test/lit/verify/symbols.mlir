// Symbol uses: calls find an llvm.func of the right type, addressof finds
// a global or function in the right address space, comdats name
// selectors. MLIR checks these when it leaves the module.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @caller() {
  // expected-error @below {{'llvm.call' op 'missing' does not reference a symbol in the current scope}}
  llvm.call @missing() : () -> ()
  llvm.return
}

// -----

func.func private @not_llvm()
llvm.func @caller() {
  // expected-error @below {{'llvm.call' op 'not_llvm' does not reference a valid LLVM function}}
  llvm.call @not_llvm() : () -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @caller(%a: i64) {
  // expected-error @below {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @callee(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @callee() -> i32
llvm.func @caller() {
  // expected-error @below {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee() : () -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @caller(%a: i32) {
  // expected-error @below {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  "llvm.call"(%a) <{callee = @vararg}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @below {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nothing : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) {addr_space = 1 : i32} : i32
llvm.func @f() {
  // expected-error @below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global @not_a_selector(0 : i32) : i32
// expected-error @below {{expected comdat symbol}}
llvm.mlir.global @g(0 : i32) comdat(@not_a_selector) : i32

// -----

llvm.func @ctor()
// expected-error @below {{'llvm.mlir.global_ctors' op 'ctor' does not have a definition}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
