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

// -----

func.func @bodiless() {
  // expected-error @below {{struct without a body only allowed in a recursive struct}}
  "some.op"() : () -> !llvm.struct<"a">
}

// -----

func.func @recursive() {
  // A bodiless reference inside the struct of that name is a recursive one.
  "some.op"() : () -> !llvm.struct<"a", (ptr, struct<"a">)>
  return
}

// -----

func.func @redefined_inside() {
  // expected-error @below {{identifier already used for an enclosing struct}}
  "some.op"() : () -> !llvm.struct<"a", (struct<"a", ()>)>
}

// -----

func.func @unknown() {
  // expected-error @below {{unknown LLVM type: ifoo}}
  "some.op"() : () -> !llvm.ifoo
}

// -----

func.func @builtin_in_llvm() {
  // expected-error @below {{unexpected type, expected keyword}}
  "some.op"() : () -> !llvm.tensor<*xf32>
}
