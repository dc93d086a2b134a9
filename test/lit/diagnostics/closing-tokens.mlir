// A missing closing token is worded as MLIR words it for that construct:
// which builtin type a `>` closes (a memref right after its element type
// says so, after a layout or memory space it does not), the `:` after a
// block name, the `=` of an alias definition; a memref's layout and
// memory space are judged in order, and an SSA name inside an affine map
// is unexpected.
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

"test.op"() : () -> tuple<i32 i32>
// CHECK: within split at {{.*}}closing-tokens.mlir:1 offset :9:30: error: expected '>' in tuple type

// -----
"test.op"() : () -> vector<4xi32 i32>
// CHECK: within split at {{.*}}closing-tokens.mlir:12 offset :2:33: error: expected '>' in vector type

// -----
"test.op"() : () -> complex<f32 f32>
// CHECK: within split at {{.*}}closing-tokens.mlir:16 offset :2:32: error: expected '>' in complex type

// -----
"test.op"() : () -> tensor<4xi32, 1 2>
// CHECK: within split at {{.*}}closing-tokens.mlir:20 offset :2:36: error: expected '>' in tensor type

// -----
"test.op"() : () -> tuple<
// CHECK: within split at {{.*}}closing-tokens.mlir:24 offset :2:27: error: expected non-function type

// -----
"test.op"() : () -> memref<4xi32 i32>
// CHECK: within split at {{.*}}closing-tokens.mlir:28 offset :2:33: error: expected ',' or '>' in memref type

// -----
"test.op"() : () -> memref<4xi32, 1 2>
// CHECK: within split at {{.*}}closing-tokens.mlir:32 offset :2:36: error: expected ',' or '>'

// -----
"test.op"() : () -> memref<*xi32, 1, 2>
// CHECK: within split at {{.*}}closing-tokens.mlir:36 offset :2:39: error: multiple memory spaces specified in memref type

// -----
"test.op"() : () -> memref<4xi32, 1, affine_map<(d0) -> (d0)>>
// CHECK: within split at {{.*}}closing-tokens.mlir:40 offset :2:62: error: expected memory space to be last in memref type

// -----
"test.op"() : () -> memref<*xi32, affine_map<(d0) -> (d0)>>
// CHECK: within split at {{.*}}closing-tokens.mlir:44 offset :2:59: error: cannot have affine map for unranked memref type

// -----
func.func @f() {
^bb0
  return
}
// CHECK: within split at {{.*}}closing-tokens.mlir:48 offset :3:5: error: expected ':' after block name

// -----
#a #b
// CHECK: within split at {{.*}}closing-tokens.mlir:55 offset :2:3: error: expected '=' in attribute alias definition

// -----
!a !b
// CHECK: within split at {{.*}}closing-tokens.mlir:59 offset :2:3: error: expected '=' in type alias definition

// -----
#map = affine_map<(d0) -> (%d0)>
// CHECK: within split at {{.*}}closing-tokens.mlir:63 offset :2:28: error: unexpected ssa identifier
