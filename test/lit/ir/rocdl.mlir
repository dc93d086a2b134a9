// The ROCDL dialect's ops (MLIR 19's ROCDLOps.td) in their custom forms
// print exactly as mlir-opt-19 prints them: stripped pointer result types
// (`to <8>`), the legacy buffer ops' fixed `vector<4xi32>` resources, the
// cmpswap form without a space before its parenthesis, and every MFMA/WMMA
// intrinsic. The generic form reads back into the same ops.
// RUN: mlir-opt %s | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s --strict-whitespace
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      %0 = rocdl.workitem.id.x : i32
// CHECK-NEXT: %1 = rocdl.workitem.id.y {range = array<i32: 1, 2>} : i32
// CHECK-NEXT: %2 = rocdl.workgroup.id.z : i32
// CHECK-NEXT: %3 = rocdl.workgroup.dim.x : i64
// CHECK-NEXT: %4 = rocdl.grid.dim.y : i32
// CHECK-NEXT: %5 = rocdl.mbcnt.lo %arg0, %arg0 : (i32, i32) -> i32
// CHECK-NEXT: %6 = rocdl.mbcnt.hi %arg0, %arg0 : (i32, i32) -> i32
// CHECK-NEXT: %7 = rocdl.ds_swizzle %arg0, %arg0 : (i32, i32) -> i32
// CHECK-NEXT: %8 = rocdl.ds_bpermute %arg0, %arg0 : (i32, i32) -> i32
// CHECK-NEXT: %9 = rocdl.ballot %arg3 : i32
// CHECK-NEXT: rocdl.barrier
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: rocdl.waitcnt 0
// CHECK-NEXT: rocdl.s.setprio 0
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: %10 = rocdl.mfma.f32.4x4x1f32 %arg4, %arg4, %arg6, %arg0, %arg0, %arg0 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %11 = rocdl.wmma.f32.16x16x16.f16 %arg7, %arg7, %arg6 : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %12 = rocdl.make.buffer.rsrc %arg1, %arg8, %arg0, %arg0 : !llvm.ptr to <8>
// CHECK-NEXT: %13 = rocdl.raw.ptr.buffer.load %arg2, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.store %arg0, %arg2, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: %14 = rocdl.raw.ptr.buffer.atomic.cmpswap %arg0, %arg0, %arg2, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %arg4, %arg2, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fmax %arg4, %arg2, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.smax %arg0, %arg2, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.umin %arg0, %arg2, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: %15 = rocdl.raw.buffer.load %arg9, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.buffer.store %arg4, %arg9, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.buffer.atomic.fadd %arg4, %arg9, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.buffer.atomic.fmax %arg4, %arg9, %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: rocdl.raw.buffer.atomic.smax %arg0, %arg9, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: rocdl.raw.buffer.atomic.umin %arg0, %arg9, %arg0, %arg0, %arg0 : i32
// CHECK-NEXT: %16 = rocdl.raw.buffer.atomic.cmpswap(%arg0, %arg0, %arg9, %arg0, %arg0, %arg0) : i32, vector<4xi32>
// CHECK-NEXT: %17 = rocdl.cvt.f32.bf8 %arg0[%arg0] : f32
// CHECK-NEXT: %18 = rocdl.cvt.f32.fp8 %arg0[%arg0] : f32
// CHECK-NEXT: %19 = rocdl.cvt.pk.bf8.f32 %arg4, %arg4 -> %arg0[%arg3] : i32
// CHECK-NEXT: %20 = rocdl.cvt.pk.fp8.f32 %arg4, %arg4 -> %arg0[%arg3] : i32
// CHECK-NEXT: %21 = rocdl.cvt.sr.bf8.f32 %arg4, %arg0 -> %arg0[%arg0] : i32
// CHECK-NEXT: %22 = rocdl.cvt.sr.fp8.f32 %arg4, %arg0 -> %arg0[%arg0] : i32
// CHECK-NEXT: llvm.return
// CHECK:      %0 = rocdl.mfma.f32.16x16x16bf16.1k %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %1 = rocdl.mfma.f32.16x16x16f16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %2 = rocdl.mfma.f32.16x16x1f32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %3 = rocdl.mfma.f32.16x16x2bf16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %4 = rocdl.mfma.f32.16x16x32.bf8.bf8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %5 = rocdl.mfma.f32.16x16x32.bf8.fp8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %6 = rocdl.mfma.f32.16x16x32.fp8.bf8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %7 = rocdl.mfma.f32.16x16x32.fp8.fp8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %8 = rocdl.mfma.f32.16x16x4bf16.1k %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %9 = rocdl.mfma.f32.16x16x4f16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %10 = rocdl.mfma.f32.16x16x4f32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %11 = rocdl.mfma.f32.16x16x8.xf32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %12 = rocdl.mfma.f32.16x16x8bf16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %13 = rocdl.mfma.f32.32x32x16.bf8.bf8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %14 = rocdl.mfma.f32.32x32x16.bf8.fp8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %15 = rocdl.mfma.f32.32x32x16.fp8.bf8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %16 = rocdl.mfma.f32.32x32x16.fp8.fp8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %17 = rocdl.mfma.f32.32x32x1f32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %18 = rocdl.mfma.f32.32x32x2bf16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %19 = rocdl.mfma.f32.32x32x2f32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %20 = rocdl.mfma.f32.32x32x4.xf32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %21 = rocdl.mfma.f32.32x32x4bf16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %22 = rocdl.mfma.f32.32x32x4bf16.1k %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %23 = rocdl.mfma.f32.32x32x4f16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %24 = rocdl.mfma.f32.32x32x8bf16.1k %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %25 = rocdl.mfma.f32.32x32x8f16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %26 = rocdl.mfma.f32.4x4x1f32 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %27 = rocdl.mfma.f32.4x4x2bf16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %28 = rocdl.mfma.f32.4x4x4bf16.1k %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %29 = rocdl.mfma.f32.4x4x4f16 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %30 = rocdl.mfma.f64.16x16x4f64 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %31 = rocdl.mfma.f64.4x4x4f64 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %32 = rocdl.mfma.i32.16x16x16i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %33 = rocdl.mfma.i32.16x16x32.i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %34 = rocdl.mfma.i32.16x16x4i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %35 = rocdl.mfma.i32.32x32x16.i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %36 = rocdl.mfma.i32.32x32x4i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %37 = rocdl.mfma.i32.32x32x8i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %38 = rocdl.mfma.i32.4x4x4i8 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %39 = rocdl.wmma.bf16.16x16x16.bf16 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %40 = rocdl.wmma.f16.16x16x16.f16 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %41 = rocdl.wmma.f32.16x16x16.bf16 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %42 = rocdl.wmma.f32.16x16x16.f16 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %43 = rocdl.wmma.i32.16x16x16.iu4 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %44 = rocdl.wmma.i32.16x16x16.iu8 %arg3, %arg3, %arg4 : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: llvm.return

// GENERIC: %46 = "rocdl.workitem.id.y"() {range = array<i32: 1, 2>} : () -> i32
// GENERIC: "rocdl.waitcnt"() <{bitfield = 0 : i32}> : () -> ()
// GENERIC: "rocdl.s.setprio"() <{priority = 0 : i16}> : () -> ()
// GENERIC: %57 = "rocdl.make.buffer.rsrc"(%arg6, %arg13, %arg5, %arg5) : (!llvm.ptr, i16, i32, i32) -> !llvm.ptr<8>
// GENERIC: %60 = "rocdl.raw.buffer.load"(%arg14, %arg5, %arg5, %arg5) : (vector<4xi32>, i32, i32, i32) -> f32
// GENERIC: %64 = "rocdl.cvt.pk.bf8.f32"(%arg9, %arg9, %arg5, %arg8) : (f32, f32, i32, i1) -> i32


llvm.func @f(%i: i32, %p: !llvm.ptr, %r: !llvm.ptr<8>, %b: i1, %f: f32, %l: i64, %v: vector<4xf32>, %h: vector<4xf16>, %i16: i16, %vi: vector<4xi32>) {
  %0 = rocdl.workitem.id.x : i32
  %1 = rocdl.workitem.id.y {range = array<i32: 1, 2>} : i32
  %2 = rocdl.workgroup.id.z : i32
  %3 = rocdl.workgroup.dim.x : i64
  %4 = rocdl.grid.dim.y : i32
  %5 = rocdl.mbcnt.lo %i, %i : (i32, i32) -> i32
  %6 = rocdl.mbcnt.hi %i, %i : (i32, i32) -> i32
  %7 = rocdl.ds_swizzle %i, %i : (i32, i32) -> i32
  %8 = rocdl.ds_bpermute %i, %i : (i32, i32) -> i32
  %9 = rocdl.ballot %b : i32
  rocdl.barrier
  rocdl.s.barrier
  rocdl.waitcnt 0
  rocdl.s.setprio 0
  rocdl.sched.barrier 0
  %10 = rocdl.mfma.f32.4x4x1f32 %f, %f, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %11 = rocdl.wmma.f32.16x16x16.f16 %h, %h, %v : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
  %12 = rocdl.make.buffer.rsrc %p, %i16, %i, %i : !llvm.ptr to <8>
  %13 = rocdl.raw.ptr.buffer.load %r, %i, %i, %i : i32
  rocdl.raw.ptr.buffer.store %i, %r, %i, %i, %i : i32
  %14 = rocdl.raw.ptr.buffer.atomic.cmpswap %i, %i, %r, %i, %i, %i : i32
  rocdl.raw.ptr.buffer.atomic.fadd %f, %r, %i, %i, %i : f32
  rocdl.raw.ptr.buffer.atomic.fmax %f, %r, %i, %i, %i : f32
  rocdl.raw.ptr.buffer.atomic.smax %i, %r, %i, %i, %i : i32
  rocdl.raw.ptr.buffer.atomic.umin %i, %r, %i, %i, %i : i32
  %15 = rocdl.raw.buffer.load %vi, %i, %i, %i : f32
  rocdl.raw.buffer.store %f, %vi, %i, %i, %i : f32
  rocdl.raw.buffer.atomic.fadd %f, %vi, %i, %i, %i : f32
  rocdl.raw.buffer.atomic.fmax %f, %vi, %i, %i, %i : f32
  rocdl.raw.buffer.atomic.smax %i, %vi, %i, %i, %i : i32
  rocdl.raw.buffer.atomic.umin %i, %vi, %i, %i, %i : i32
  %16 = rocdl.raw.buffer.atomic.cmpswap(%i, %i, %vi, %i, %i, %i) : i32, vector<4xi32>
  %17 = rocdl.cvt.f32.bf8 %i[%i] : f32
  %18 = rocdl.cvt.f32.fp8 %i[%i] : f32
  %19 = rocdl.cvt.pk.bf8.f32 %f, %f -> %i[%b] : i32
  %20 = rocdl.cvt.pk.fp8.f32 %f, %f -> %i[%b] : i32
  %21 = rocdl.cvt.sr.bf8.f32 %f, %i -> %i[%i] : i32
  %22 = rocdl.cvt.sr.fp8.f32 %f, %i -> %i[%i] : i32
  llvm.return
}

llvm.func @matrix(%a: f32, %v: vector<4xf32>, %i: i32, %h: vector<16xf16>, %w: vector<8xf32>) {
  %0 = rocdl.mfma.f32.16x16x16bf16.1k %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %1 = rocdl.mfma.f32.16x16x16f16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %2 = rocdl.mfma.f32.16x16x1f32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %3 = rocdl.mfma.f32.16x16x2bf16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %4 = rocdl.mfma.f32.16x16x32.bf8.bf8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %5 = rocdl.mfma.f32.16x16x32.bf8.fp8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %6 = rocdl.mfma.f32.16x16x32.fp8.bf8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %7 = rocdl.mfma.f32.16x16x32.fp8.fp8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %8 = rocdl.mfma.f32.16x16x4bf16.1k %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %9 = rocdl.mfma.f32.16x16x4f16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %10 = rocdl.mfma.f32.16x16x4f32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %11 = rocdl.mfma.f32.16x16x8.xf32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %12 = rocdl.mfma.f32.16x16x8bf16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %13 = rocdl.mfma.f32.32x32x16.bf8.bf8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %14 = rocdl.mfma.f32.32x32x16.bf8.fp8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %15 = rocdl.mfma.f32.32x32x16.fp8.bf8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %16 = rocdl.mfma.f32.32x32x16.fp8.fp8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %17 = rocdl.mfma.f32.32x32x1f32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %18 = rocdl.mfma.f32.32x32x2bf16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %19 = rocdl.mfma.f32.32x32x2f32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %20 = rocdl.mfma.f32.32x32x4.xf32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %21 = rocdl.mfma.f32.32x32x4bf16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %22 = rocdl.mfma.f32.32x32x4bf16.1k %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %23 = rocdl.mfma.f32.32x32x4f16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %24 = rocdl.mfma.f32.32x32x8bf16.1k %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %25 = rocdl.mfma.f32.32x32x8f16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %26 = rocdl.mfma.f32.4x4x1f32 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %27 = rocdl.mfma.f32.4x4x2bf16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %28 = rocdl.mfma.f32.4x4x4bf16.1k %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %29 = rocdl.mfma.f32.4x4x4f16 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %30 = rocdl.mfma.f64.16x16x4f64 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %31 = rocdl.mfma.f64.4x4x4f64 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %32 = rocdl.mfma.i32.16x16x16i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %33 = rocdl.mfma.i32.16x16x32.i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %34 = rocdl.mfma.i32.16x16x4i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %35 = rocdl.mfma.i32.32x32x16.i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %36 = rocdl.mfma.i32.32x32x4i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %37 = rocdl.mfma.i32.32x32x8i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %38 = rocdl.mfma.i32.4x4x4i8 %a, %a, %v, %i, %i, %i : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %39 = rocdl.wmma.bf16.16x16x16.bf16 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %40 = rocdl.wmma.f16.16x16x16.f16 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %41 = rocdl.wmma.f32.16x16x16.bf16 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %42 = rocdl.wmma.f32.16x16x16.f16 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %43 = rocdl.wmma.i32.16x16x16.iu4 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %44 = rocdl.wmma.i32.16x16x16.iu8 %h, %h, %w : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  llvm.return
}
