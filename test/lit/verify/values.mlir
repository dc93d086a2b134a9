// Constants, aggregates, vectors and casts.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @string_constant() {
  // expected-error @below {{expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @float_width() {
  // expected-error @below {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @complex_constant() {
  // expected-error @below {{expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f32]) : !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @insert_mismatch(%a: !llvm.array<2 x i32>, %v: i64) {
  // expected-error @below {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.array<2 x i32>'}}
  %0 = "llvm.insertvalue"(%a, %v) <{position = array<i64: 0>}> : (!llvm.array<2 x i32>, i64) -> !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @extract_out_of_bounds(%s: !llvm.struct<(i32)>) {
  // expected-error @below {{position out of bounds: 3}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 3>}> : (!llvm.struct<(i32)>) -> i32
  llvm.return
}

// -----

llvm.func @scalable_shuffle(%v: vector<[4]xf32>) {
  // expected-error @below {{expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 1, 0, 1] : vector<[4]xf32>
  llvm.return
}

// -----

llvm.func @bitcast_spaces(%p: !llvm.ptr<1>) {
  // expected-error @below {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<1> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @zext_narrow(%a: i32) {
  // expected-error @below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @zero_target_ext() {
  // expected-error @below {{target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"no_zero">
  llvm.return
}
