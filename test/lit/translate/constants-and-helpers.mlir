// REQUIRES: llmir-translate
// Constants and instructions the C API cannot build directly: sparse,
// complex and dense_resource constants, a scalable splat, a fence in a named
// sync scope, an inalloca alloca; and matrix / constrained intrinsics,
// floats stored as integers of their width, NVVM annotations.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK: @sparse = internal constant <4 x float> <float 0.000000e+00, float 4.200000e+01, float 0.000000e+00, float 0.000000e+00>
llvm.mlir.global internal constant @sparse(sparse<[1], [42.0]> : vector<4xf32>) : vector<4xf32>
// CHECK: @complex = internal constant [2 x { i32, i32 }] [{ i32, i32 } { i32 1, i32 2 }, { i32, i32 } { i32 3, i32 4 }]
llvm.mlir.global internal constant @complex(dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>) : !llvm.array<2 x struct<(i32, i32)>>
// CHECK: @blob = internal constant [2 x i16] [i16 1, i16 -2]
llvm.mlir.global internal constant @blob(dense_resource<pair> : tensor<2xi16>) : !llvm.array<2 x i16>
// CHECK: @f8 = internal global i8 60
llvm.mlir.global internal @f8(1.5 : f8E4M3) : i8
// A global initialised with a symbol is that symbol's address
// (mlir-translate-19 crashes here).
// CHECK: @target = global i32 7
// CHECK: @by_symbol = internal constant ptr @target
// CHECK: @to_function = internal constant ptr @splat
llvm.mlir.global external @target(7 : i32) : i32
llvm.mlir.global internal constant @by_symbol(@target) : !llvm.ptr
llvm.mlir.global internal constant @to_function(@splat) : !llvm.ptr

// CHECK-LABEL: define <vscale x 4 x float> @splat()
llvm.func @splat() -> vector<[4]xf32> {
  // CHECK: ret <vscale x 4 x float> shufflevector (<vscale x 4 x float> insertelement (<vscale x 4 x float> poison, float 1.000000e+00, i64 0), <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer)
  %0 = llvm.mlir.constant(dense<1.0> : vector<[4]xf32>) : vector<[4]xf32>
  llvm.return %0 : vector<[4]xf32>
}

// CHECK-LABEL: define void @memory(i64 %0, ptr %1)
llvm.func @memory(%n: i64, %p: !llvm.ptr) {
  // CHECK: fence syncscope("agent") release
  llvm.fence syncscope("agent") release
  // CHECK: alloca inalloca i32, i64 %0, align 4
  %a = llvm.alloca inalloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  // CHECK: call <6 x float> @llvm.matrix.column.major.load.v6f32.i64(ptr align 4 %1, i64 %0, i1 false, i32 2, i32 3)
  %m = llvm.intr.matrix.column.major.load %p, <stride=%n> {isVolatile = 0 : i1, rows = 2 : i32, columns = 3 : i32} : vector<6xf32> from !llvm.ptr stride i64
  // CHECK: call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %{{.*}}, i32 2, i32 3)
  %t = llvm.intr.matrix.transpose %m {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> into vector<6xf32>
  llvm.return
}

// CHECK-LABEL: define float @narrow(double %0)
llvm.func @narrow(%x: f64) -> f32 {
  // CHECK: call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.towardzero", metadata !"fpexcept.strict") #[[STRICT:[0-9]+]]
  %0 = llvm.intr.experimental.constrained.fptrunc %x towardzero strict : f64 to f32
  llvm.return %0 : f32
}

llvm.func @kernel() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 8, 4>} {
  llvm.return
}

// CHECK: attributes #[[STRICT]] = { strictfp }
// CHECK: !nvvm.annotations = !{![[K:[0-9]+]], ![[X:[0-9]+]], ![[Y:[0-9]+]]}
// CHECK: ![[K]] = !{ptr @kernel, !"kernel", i32 1}
// CHECK: ![[X]] = !{ptr @kernel, !"maxntidx", i32 8}
// CHECK: ![[Y]] = !{ptr @kernel, !"maxntidy", i32 4}

{-#
  dialect_resources: {
    builtin: {
      pair: "0x020000000100FEFF"
    }
  }
#-}
