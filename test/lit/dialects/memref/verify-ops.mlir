// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The memref ops' verifiers (allocation sizes and layout symbols, realloc,
// view, reshape, accesses, atomics, casts, transpose), messages as
// mlir-opt-19's.

func.func @alloc_dims(%n: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @alloc_syms(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc(%n) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
func.func @alloc_syms_strided(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%n] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @alloca_dims(%n: index) {
  // expected-error@+1 {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloca(%n, %n) : memref<?xf32>
  return
}
// -----
func.func @load_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store_count(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}
// -----
func.func @prefetch_count(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @atomic_count(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @atomic_kind(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @atomic_kind_int(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maxs' expects an integer type}}
  %0 = memref.atomic_rmw maxs %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// -----
func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}
// -----
func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @realloc_unneeded(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}
// -----
func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @view_space(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4x4xf32, 1>
  return
}
// -----
func.func @reshape_elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}
// -----
func.func @reshape_dyn(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<4xf32>
  return
}
// -----
func.func @reshape_len(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<4xf32>
  return
}
// -----
func.func @yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @assume(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 12 : memref<4xf32>
  return
}
// -----
func.func @cast_bad(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @cast_space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}
// -----
func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @cast_strides(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[2]>>' and result type 'memref<4xf32, strided<[3]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[3]>>
  return
}
// -----
func.func @cast_ok(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<?xf32, strided<[?], offset: ?>>
  return
}
// -----
func.func @msc_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
// -----
func.func @alloca_scope() {
  %0 = memref.alloca() : memref<4xf32>
  return
}
// -----
llvm.mlir.global internal @g() : i32 {
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.return %c : i32
}
// -----
func.func @ok(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 * s0 + d2 * s1)>>
  return
}
// -----
func.func @ok_strided(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
// -----
func.func @ok_static(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}
// -----
func.func @identity(%m: memref<4x8xf32, 3>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32, 3> to memref<4x8xf32, 3>
  return
}
// -----
func.func @bad(%m: memref<?x?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>' is not equivalent to the canonical transposed input type 'memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 * s0 + d2 * s1)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return
}
// -----
func.func @bad_static(%m: memref<4x8xf32, 3>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32, 3>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>, 3>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, 3> to memref<8x4xf32, 3>
  return
}
// -----
func.func @bad_offset(%m: memref<4x8xf32, strided<[8, 1], offset: ?>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * 8 + s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<8x4xf32>
  return
}
// -----
func.func @not_perm(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// -----
func.func @rank(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// -----
func.func @msc_elem(%m: memref<*xi8, 2>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<*xi8, 2>' and result type 'memref<*xf32, 5>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<*xi8, 2> to memref<*xf32, 5>
  return
}
// -----
func.func @msc_ranked_elem(%m: memref<4xi8, 2>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xi8, 2>' and result type 'memref<4xf32, 5>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xi8, 2> to memref<4xf32, 5>
  return
}
