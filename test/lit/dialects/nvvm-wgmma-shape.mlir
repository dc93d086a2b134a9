// nvvm.wgmma.mma_async prints its shape stripped (`<m = 64, n = 8, k = 16>`)
// and reads it back in that form as well as spelled out, as mlir-opt-19
// does (found by the print_idempotent fuzz target: llmir could not read its
// own output).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

// CHECK: nvvm.wgmma.mma_async %arg0, %arg0, %arg1, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: nvvm.wgmma.mma_async %arg0, %arg0, %arg1, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
llvm.func @f(%a: i64, %d: !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %a, %a, %d, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.wgmma.mma_async %a, %a, %d, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
