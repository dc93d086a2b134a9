// Errors in custom op forms carry MLIR's `custom op 'name'` prefix and are
// reported on the op's line, even when the op has no results.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @icmp(%a: i32) {
  // expected-error @below {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  llvm.icmp 42 %a, %a : i32
  llvm.return
}

// -----

llvm.func @alloca(%n: i64) {
  // expected-error @below {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  llvm.alloca %n x i32 : (i64) -> ()
  llvm.return
}

// -----

llvm.func @call(%f: !llvm.ptr, %a: i8) {
  // expected-error @below {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %f(%a) : (i8) -> (i8)
  llvm.return
}

// -----

llvm.func @gep(%p: !llvm.ptr, %i: i64) {
  // expected-error @below {{custom op 'llvm.getelementptr' 2 operands present, but expected 0}}
  llvm.getelementptr %p[%i] : () -> (), i64
  llvm.return
}

// -----

llvm.func @extractelement(%f: f32, %i: i32) {
  // expected-error @below {{'vector' must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.extractelement %f[%i : i32] : f32
  llvm.return
}

// -----

// expected-error @below {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @needs_type(0 : i64)

// -----

// A missing token is reported after the previous one when the next token
// starts a line, as MLIR does, and without the prefix.
llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @addressof() {
  // expected-error-re @below {{{{^}}expected ':'}}
  %0 = llvm.mlir.addressof @g
  llvm.return
}
