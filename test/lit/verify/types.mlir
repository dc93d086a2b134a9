// LLVM types MLIR rejects once parsed: element types of arrays, structs
// and vectors, function argument and result types, struct bodies.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file --allow-unregistered-dialect

func.func @array_of_void() {
  // expected-error @below {{invalid array element type: '!llvm.void'}}
  "some.op"() : () -> !llvm.array<4 x void>
}

// -----

func.func @function_argument() {
  // expected-error @below {{invalid function argument type}}
  "some.op"() : () -> !llvm.func<void (func<void ()>)>
}

// -----

func.func @struct_element() {
  // expected-error @below {{invalid LLVM structure element type}}
  "some.op"() : () -> !llvm.struct<(i32, void)>
}

// -----

func.func @vec_of_primitive() {
  // expected-error @below {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
  "some.op"() : () -> !llvm.vec<4 x f32>
}

// -----

func.func @vec_zero() {
  // expected-error @below {{the number of vector elements must be positive}}
  "some.op"() : () -> !llvm.vec<0 x ptr>
}

// -----

func.func @opaque_again() {
  "some.op"() : () -> !llvm.struct<"a", (i32)>
  // expected-error @below {{redeclaring defined struct as opaque}}
  "some.op"() : () -> !llvm.struct<"a", opaque>
}

// -----

// Scalable vectors of integers are fine.
func.func @scalable() {
  "some.op"() : () -> !llvm.vec<? x 4 x i32>
  return
}
