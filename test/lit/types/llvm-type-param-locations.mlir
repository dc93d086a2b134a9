// Where MLIR reports the checks of `!llvm.*` type parameters: at the `<`,
// except a primitive element of `!llvm.vec` (at the element) and the
// fields of an identified struct (at its first field). Positions and
// messages are mlir-opt-19's.
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s
// CHECK: offset :14:28: error: the number of vector elements must be positive
// CHECK: offset :2:33: error: cannot use !llvm.vec for built-in primitives, use 'vector' instead
// CHECK: offset :2:28: error: invalid vector element type
// CHECK: offset :2:30: error: invalid array element type: '!llvm.void'
// CHECK: offset :2:29: error: invalid function argument type: '!llvm.void'
// CHECK: offset :2:31: error: invalid LLVM structure element type: '!llvm.void'
// CHECK: offset :2:45: error: invalid LLVM structure element type: '!llvm.void'

llvm.func @f0(%a: !llvm.vec<0 x ptr>)
// -----
llvm.func @f1(%a: !llvm.vec<4 x i32>)
// -----
llvm.func @f2(%a: !llvm.vec<4 x vector<4xf32>>)
// -----
llvm.func @f3(%a: !llvm.array<4 x !llvm.void>)
// -----
llvm.func @f4(%a: !llvm.func<void (!llvm.void)>)
// -----
llvm.func @f5(%a: !llvm.struct<(i32, !llvm.void)>)
// -----
llvm.func @f6(%a: !llvm.struct<"b", packed (i32, !llvm.void)>)
