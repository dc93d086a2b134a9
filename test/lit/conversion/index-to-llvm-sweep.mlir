// Every index op through convert-index-to-llvm with a 32-bit index: casts
// that become no-ops or truncations, sizeof, the division expansions. CHECK lines
// are mlir-opt-19's output.
// RUN: mlir-opt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s

// CHECK-LABEL: func.func @idx(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.add %1, %0 : i32
// CHECK-NEXT: %3 = llvm.sub %1, %0 : i32
// CHECK-NEXT: %4 = llvm.mul %1, %0 : i32
// CHECK-NEXT: %5 = llvm.sdiv %1, %0  : i32
// CHECK-NEXT: %6 = llvm.udiv %1, %0  : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %9 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %10 = llvm.icmp "sgt" %0, %7 : i32
// CHECK-NEXT: %11 = llvm.select %10, %9, %8 : i1, i32
// CHECK-NEXT: %12 = llvm.add %1, %11 : i32
// CHECK-NEXT: %13 = llvm.sdiv %12, %0  : i32
// CHECK-NEXT: %14 = llvm.add %13, %8 : i32
// CHECK-NEXT: %15 = llvm.sub %7, %1 : i32
// CHECK-NEXT: %16 = llvm.sdiv %15, %0  : i32
// CHECK-NEXT: %17 = llvm.sub %7, %16 : i32
// CHECK-NEXT: %18 = llvm.icmp "sgt" %1, %7 : i32
// CHECK-NEXT: %19 = llvm.icmp "eq" %18, %10 : i1
// CHECK-NEXT: %20 = llvm.icmp "ne" %1, %7 : i32
// CHECK-NEXT: %21 = llvm.and %19, %20  : i1
// CHECK-NEXT: %22 = llvm.select %21, %14, %17 : i1, i32
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %25 = llvm.sub %1, %24 : i32
// CHECK-NEXT: %26 = llvm.udiv %25, %0  : i32
// CHECK-NEXT: %27 = llvm.add %26, %24 : i32
// CHECK-NEXT: %28 = llvm.icmp "eq" %1, %23 : i32
// CHECK-NEXT: %29 = llvm.select %28, %23, %27 : i1, i32
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %32 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %33 = llvm.icmp "slt" %0, %30 : i32
// CHECK-NEXT: %34 = llvm.select %33, %31, %32 : i1, i32
// CHECK-NEXT: %35 = llvm.sub %34, %1 : i32
// CHECK-NEXT: %36 = llvm.sdiv %35, %0  : i32
// CHECK-NEXT: %37 = llvm.sub %32, %36 : i32
// CHECK-NEXT: %38 = llvm.sdiv %1, %0  : i32
// CHECK-NEXT: %39 = llvm.icmp "slt" %1, %30 : i32
// CHECK-NEXT: %40 = llvm.icmp "ne" %39, %33 : i1
// CHECK-NEXT: %41 = llvm.icmp "ne" %1, %30 : i32
// CHECK-NEXT: %42 = llvm.and %40, %41  : i1
// CHECK-NEXT: %43 = llvm.select %42, %37, %38 : i1, i32
// CHECK-NEXT: %44 = llvm.srem %1, %0  : i32
// CHECK-NEXT: %45 = llvm.urem %1, %0  : i32
// CHECK-NEXT: %46 = llvm.intr.smax(%1, %0)  : (i32, i32) -> i32
// CHECK-NEXT: %47 = llvm.intr.umax(%1, %0)  : (i32, i32) -> i32
// CHECK-NEXT: %48 = llvm.intr.smin(%1, %0)  : (i32, i32) -> i32
// CHECK-NEXT: %49 = llvm.intr.umin(%1, %0)  : (i32, i32) -> i32
// CHECK-NEXT: %50 = llvm.shl %1, %0 : i32
// CHECK-NEXT: %51 = llvm.ashr %1, %0  : i32
// CHECK-NEXT: %52 = llvm.lshr %1, %0  : i32
// CHECK-NEXT: %53 = llvm.and %1, %0  : i32
// CHECK-NEXT: %54 = llvm.or %1, %0  : i32
// CHECK-NEXT: %55 = llvm.xor %1, %0  : i32
// CHECK-NEXT: %56 = llvm.icmp "slt" %1, %0 : i32
// CHECK-NEXT: %57 = llvm.icmp "uge" %1, %0 : i32
// CHECK-NEXT: %58 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %59 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %60 = llvm.trunc %arg3 : i64 to i32
// CHECK-NEXT: %61 = llvm.zext %1 : i32 to i64
// CHECK-NEXT: %62 = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %63 = llvm.trunc %1 : i32 to i16
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @idx(%a: index, %b: index, %i: i32, %j: i64) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.cmp uge(%a, %b)
  %22 = index.constant 42
  %23 = index.bool.constant true
  %24 = index.casts %a : index to i32
  %25 = index.castu %i : i32 to index
  %26 = index.casts %j : i64 to index
  %27 = index.castu %a : index to i64
  %28 = index.sizeof
  %29 = index.casts %i : i32 to index
  %30 = index.castu %a : index to i16
  return
}
