// NVVM's registers, barriers, votes, fences, mbarriers, async copies and
// wgmma ops (MLIR 19's NVVMOps.td) in their custom forms print exactly as
// mlir-opt-19 prints them: default-format enums keep their leading space
// (`nvvm.setmaxregister  increase`), `type(operands)` spreads over a
// variadic list followed by an optional operand, `noinc` is elided at its
// default, and wgmma's shape and enums print stripped (`<m = 64, ...>`,
// `<f16>`). The generic form reads back into the same ops.
// RUN: mlir-opt %s | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      %0 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT: %1 = nvvm.read.ptx.sreg.warpsize : i32
// CHECK-NEXT: %2 = nvvm.read.ptx.sreg.clock : i32
// CHECK-NEXT: %3 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT: %4 = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT: %5 = nvvm.rcp.approx.ftz.f %arg5 : f32
// CHECK-NEXT: %6 = nvvm.redux.sync  add %arg0, %arg0 : i32 -> i32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier
// CHECK-NEXT: nvvm.barrier id = %arg0
// CHECK-NEXT: nvvm.barrier id = %arg0 number_of_threads = %arg0
// CHECK-NEXT: nvvm.barrier.arrive number_of_threads = %arg0
// CHECK-NEXT: nvvm.barrier.arrive id = %arg0 number_of_threads = %arg0
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.arrive.relaxed {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-NEXT: nvvm.fence.sc.cluster
// CHECK-NEXT: %7 = nvvm.vote.ballot.sync %arg0, %arg4 : i32
// CHECK-NEXT: nvvm.bar.warp.sync %arg0 : i32
// CHECK-NEXT: %8 = nvvm.elect.sync -> i1
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg1 : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg1 {noinc = true} : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive.shared %arg2 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.setmaxregister  increase 232
// CHECK-NEXT: nvvm.setmaxregister  decrease 40
// CHECK-NEXT: nvvm.mbarrier.init %arg1, %arg0 : !llvm.ptr, i32
// CHECK-NEXT: nvvm.mbarrier.init %arg1, %arg0, predicate = %arg4 : !llvm.ptr, i32, i1
// CHECK-NEXT: nvvm.mbarrier.init.shared %arg2, %arg0 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.inval %arg1 : !llvm.ptr
// CHECK-NEXT: nvvm.mbarrier.inval.shared %arg2 : !llvm.ptr<3>
// CHECK-NEXT: %9 = nvvm.mbarrier.arrive %arg1 : !llvm.ptr -> i64
// CHECK-NEXT: %10 = nvvm.mbarrier.arrive.shared %arg2 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %11 = nvvm.mbarrier.arrive.nocomplete %arg1, %arg0 : !llvm.ptr, i32 -> i64
// CHECK-NEXT: %12 = nvvm.mbarrier.arrive.nocomplete.shared %arg2, %arg0 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg1, %arg0 : !llvm.ptr, i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx.shared %arg2, %arg0, predicate = %arg4 : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %arg1, %arg0, %arg0 : !llvm.ptr, i32, i32
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity.shared %arg2, %arg0, %arg0 : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: %13 = nvvm.mbarrier.test.wait %arg1, %arg6 : !llvm.ptr, i64 -> i1
// CHECK-NEXT: %14 = nvvm.mbarrier.test.wait.shared %arg2, %arg6 : !llvm.ptr<3>, i64 -> i1
// CHECK-NEXT: nvvm.stmatrix %arg2, %arg0, %arg0 {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.prefetch.tensormap %arg1 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch.tensormap %arg1, predicate = %arg4 : !llvm.ptr, i1
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %arg2, box[%arg0, %arg0] : !llvm.ptr, !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %arg2, box[%arg0], predicate = %arg4 : !llvm.ptr, !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: %15 = nvvm.wgmma.mma_async %arg6, %arg6, %arg8, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %16 = nvvm.wgmma.mma_async %arg6, %arg6, %arg9, <m = 64, n = 8, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: llvm.return

// GENERIC: %6 = "nvvm.redux.sync"(%arg0, %arg0) <{kind = #nvvm<redux_kind add>}> : (i32, i32) -> i32
// GENERIC: "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC: "nvvm.barrier"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// GENERIC: "nvvm.barrier"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
// GENERIC: "nvvm.cp.async.mbarrier.arrive"(%arg1) <{noinc = false}> : (!llvm.ptr) -> ()
// GENERIC: "nvvm.cp.async.mbarrier.arrive.shared"(%arg2) <{noinc = false}> : (!llvm.ptr<3>) -> ()
// GENERIC: "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<alias>}> : () -> ()
// GENERIC: "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()
// GENERIC: "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 232 : i32}> : () -> ()
// GENERIC: "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = 40 : i32}> : () -> ()
// GENERIC: "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg1, %arg2, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
// GENERIC: "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg1, %arg2, %arg0, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i1) -> ()
// GENERIC: %15 = "nvvm.wgmma.mma_async"(%arg8, %arg6, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<zero>, shape = #nvvm.shape<m = 64, n = 8, k = 16>, typeA = #nvvm.wgmma_type<f16>, typeB = #nvvm.wgmma_type<f16>, typeD = #nvvm.wgmma_type<f32>}> : (!llvm.struct<(f32, f32, f32, f32)>, i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
// GENERIC: %16 = "nvvm.wgmma.mma_async"(%arg9, %arg6, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, satfinite = #nvvm.mma_int_overflow<satfinite>, scaleA = #nvvm.wgmma_scale_in<one>, scaleB = #nvvm.wgmma_scale_in<one>, scaleD = #nvvm.wgmma_scale_out<one>, shape = #nvvm.shape<m = 64, n = 8, k = 32>, typeA = #nvvm.wgmma_type<s8>, typeB = #nvvm.wgmma_type<s8>, typeD = #nvvm.wgmma_type<s32>}> : (!llvm.struct<(i32, i32, i32, i32)>, i64, i64) -> !llvm.struct<(i32, i32, i32, i32)>

llvm.func @f(%i: i32, %p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %b: i1, %f: f32, %l: i64, %st: !llvm.struct<(f32, f32)>, %st4: !llvm.struct<(f32, f32, f32, f32)>, %si: !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.read.ptx.sreg.laneid : i32
  %1 = nvvm.read.ptx.sreg.warpsize : i32
  %2 = nvvm.read.ptx.sreg.clock : i32
  %3 = nvvm.read.ptx.sreg.clock64 : i64
  %4 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %5 = nvvm.rcp.approx.ftz.f %f : f32
  %6 = nvvm.redux.sync add %i, %i : i32 -> i32
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %i
  nvvm.barrier id = %i number_of_threads = %i
  nvvm.barrier.arrive number_of_threads = %i
  nvvm.barrier.arrive id = %i number_of_threads = %i
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  %7 = nvvm.vote.ballot.sync %i, %b : i32
  nvvm.bar.warp.sync %i : i32
  %8 = nvvm.elect.sync -> i1
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0 {read}
  nvvm.cp.async.mbarrier.arrive %p : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %p {noinc = true} : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive.shared %s : !llvm.ptr<3>
  nvvm.fence.mbarrier.init
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.setmaxregister increase 232
  nvvm.setmaxregister decrease 40
  nvvm.mbarrier.init %p, %i : !llvm.ptr, i32
  nvvm.mbarrier.init %p, %i, predicate = %b : !llvm.ptr, i32, i1
  nvvm.mbarrier.init.shared %s, %i : !llvm.ptr<3>, i32
  nvvm.mbarrier.inval %p : !llvm.ptr
  nvvm.mbarrier.inval.shared %s : !llvm.ptr<3>
  %9 = nvvm.mbarrier.arrive %p : !llvm.ptr -> i64
  %10 = nvvm.mbarrier.arrive.shared %s : !llvm.ptr<3> -> i64
  %11 = nvvm.mbarrier.arrive.nocomplete %p, %i : !llvm.ptr, i32 -> i64
  %12 = nvvm.mbarrier.arrive.nocomplete.shared %s, %i : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %p, %i : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx.shared %s, %i, predicate = %b : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.try_wait.parity %p, %i, %i : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity.shared %s, %i, %i : !llvm.ptr<3>, i32, i32
  %13 = nvvm.mbarrier.test.wait %p, %l : !llvm.ptr, i64 -> i1
  %14 = nvvm.mbarrier.test.wait.shared %s, %l : !llvm.ptr<3>, i64 -> i1
  nvvm.stmatrix %s, %i, %i {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32
  nvvm.prefetch.tensormap %p : !llvm.ptr
  nvvm.prefetch.tensormap %p, predicate = %b : !llvm.ptr, i1
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %s, box[%i, %i] : !llvm.ptr, !llvm.ptr<3>, i32, i32
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %s, box[%i], predicate = %b : !llvm.ptr, !llvm.ptr<3>, i32, i1
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  %15 = nvvm.wgmma.mma_async %l, %l, %st4, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %16 = nvvm.wgmma.mma_async %l, %l, %si, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}
