// ROCDL ops' operand constraints and required attributes, with MLIR 19's
// messages.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @resource_space(%p: !llvm.ptr<7>, %i: i32) {
  // expected-error @below {{'rocdl.raw.ptr.buffer.load' op operand #0 must be LLVM pointer in address space 8, but got '!llvm.ptr<7>'}}
  %0 = "rocdl.raw.ptr.buffer.load"(%p, %i, %i, %i) : (!llvm.ptr<7>, i32, i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @swizzle_width(%a: i64, %i: i32) {
  // expected-error @below {{'rocdl.ds_swizzle' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "rocdl.ds_swizzle"(%a, %i) : (i64, i32) -> i32
  llvm.return
}

// -----

llvm.func @packed_conversion(%f: f64, %i: i32, %b: i1) {
  // expected-error @below {{'rocdl.cvt.pk.fp8.f32' op operand #0 must be 32-bit float, but got 'f64'}}
  %0 = "rocdl.cvt.pk.fp8.f32"(%f, %f, %i, %b) : (f64, f64, i32, i1) -> i32
  llvm.return
}

// -----

llvm.func @no_mask() {
  // expected-error @below {{'rocdl.sched.barrier' op requires attribute 'mask'}}
  "rocdl.sched.barrier"() : () -> ()
  llvm.return
}
