// The NVVM ops llmir knows, in their custom forms, print exactly as
// mlir-opt-19 prints them: enum attributes of the default format keep the
// space their printer leads with (`nvvm.shfl.sync  bfly`, `cache =  cg`), a
// shared pointer type of the TMA load prints stripped (`<3>`), and
// `nvvm.mma.sync` leaves out the multiplicand PTX types it can infer.
// The generic form reads back into the same ops.
// RUN: mlir-opt %s | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      %0 = nvvm.shfl.sync  bfly %arg0, %arg0, %arg0, %arg0 : i32 -> i32
// CHECK-NEXT: %1 = nvvm.shfl.sync  down %arg0, %arg1, %arg0, %arg0 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT: %2 = nvvm.mma.sync A[%arg2, %arg2]  B[%arg2, %arg2]  C[%arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %3 = nvvm.mma.sync A[%arg0]  B[%arg0]  C[%arg0, %arg0]  {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %4 = nvvm.mma.sync A[%arg0, %arg0]  B[%arg0]  C[%arg0, %arg0, %arg0, %arg0]  {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %5 = nvvm.mma.sync A[%arg3]  B[%arg3]  C[%arg3, %arg3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
// CHECK-NEXT: %6 = nvvm.wmma.load %arg8, %arg0 {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: nvvm.wmma.store %arg9, %arg0, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<1>, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: %7 = nvvm.wmma.mma %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %8 = nvvm.ldmatrix %arg8 {layout = #nvvm.mma_layout<col>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: nvvm.cp.async.shared.global %arg8, %arg9, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %arg8, %arg9, 16, cache =  cg, %arg0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg8, %arg7, %arg8, box[%arg0, %arg0, %arg0] im2col[%arg4] multicast_mask = %arg4 l2_cache_hint = %arg5 predicate = %arg6 : <3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg8, %arg7, %arg8, box[%arg0] : <3>, !llvm.ptr

// GENERIC: %0 = "nvvm.shfl.sync"(%arg0, %arg0, %arg0, %arg0) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
// GENERIC: %1 = "nvvm.shfl.sync"(%arg0, %arg1, %arg0, %arg0) <{kind = #nvvm<shfl_kind down>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
// GENERIC: %2 = "nvvm.mma.sync"(%arg2, %arg2, %arg2, %arg2, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 8>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// GENERIC: %3 = "nvvm.mma.sync"(%arg0, %arg0, %arg0, %arg0) <{b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, operandSegmentSizes = array<i32: 1, 1, 2>, shape = #nvvm.shape<m = 8, n = 8, k = 128>}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>
// GENERIC: %4 = "nvvm.mma.sync"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// GENERIC: %5 = "nvvm.mma.sync"(%arg3, %arg3, %arg3, %arg3) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f64>, multiplicandBPtxType = #nvvm.mma_type<f64>, operandSegmentSizes = array<i32: 1, 1, 2>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>

llvm.func @nvvm_ops(%i: i32, %f: f32, %h: vector<2xf16>, %d: f64, %i16: i16, %i64: i64, %p: i1,
                    %ptr: !llvm.ptr, %shared: !llvm.ptr<3>, %global: !llvm.ptr<1>) {
  %0 = nvvm.shfl.sync bfly %i, %i, %i, %i : i32 -> i32
  %1 = nvvm.shfl.sync down %i, %f, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %2 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f, %f, %f, %f, %f]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<k = 4, m = 8, n = 8>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %3 = nvvm.mma.sync A[%i] B[%i] C[%i, %i]
    {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %4 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
    {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %5 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %6 = nvvm.wmma.load %shared, %i {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  nvvm.wmma.store %global, %i, %f, %f, %f, %f, %f, %f, %f, %f {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<1>, f32, f32, f32, f32, f32, f32, f32, f32
  %7 = nvvm.wmma.mma %i, %i, %i, %i, %i, %i, %i, %i, %f, %f, %f, %f, %f, %f, %f, %f
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %8 = nvvm.ldmatrix %shared {num = 2 : i32, layout = #nvvm.mma_layout<col>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  nvvm.cp.async.shared.global %shared, %global, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %shared, %global, 16, cache = cg, %i : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %shared, %ptr, %shared, box[%i, %i, %i] im2col[%i16] multicast_mask = %i16 l2_cache_hint = %i64 predicate = %p : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %shared, %ptr, %shared, box[%i] : <3>, !llvm.ptr
  llvm.return
}
