// RUN: mlir-opt %s --convert-index-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

// Expectations are mlir-opt-19's output, at the default and a 32-bit index:
// the ceil/floor divisions expanded, casts by width, constants truncated.

func.func @f(%a: index, %b: index, %i: i32, %j: i64) -> index {
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
  %20 = index.casts %i : i32 to index
  %21 = index.castu %i : i32 to index
  %22 = index.casts %a : index to i32
  %23 = index.castu %a : index to i32
  %24 = index.casts %j : i64 to index
  %25 = index.cmp slt(%a, %b)
  %26 = index.cmp uge(%a, %b)
  %27 = index.constant 42
  %28 = index.bool.constant true
  %29 = index.sizeof
  return %0 : index
}
func.func @constants() {
 %0 = index.constant -7
 %1 = index.constant 9223372036854775807
 %2 = index.bool.constant false
 return
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.sub %1, %0 : i64
// CHECK-NEXT: %5 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %6 = llvm.sdiv %1, %0  : i64
// CHECK-NEXT: %7 = llvm.udiv %1, %0  : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %11 = llvm.icmp "sgt" %0, %8 : i64
// CHECK-NEXT: %12 = llvm.select %11, %10, %9 : i1, i64
// CHECK-NEXT: %13 = llvm.add %1, %12 : i64
// CHECK-NEXT: %14 = llvm.sdiv %13, %0  : i64
// CHECK-NEXT: %15 = llvm.add %14, %9 : i64
// CHECK-NEXT: %16 = llvm.sub %8, %1 : i64
// CHECK-NEXT: %17 = llvm.sdiv %16, %0  : i64
// CHECK-NEXT: %18 = llvm.sub %8, %17 : i64
// CHECK-NEXT: %19 = llvm.icmp "sgt" %1, %8 : i64
// CHECK-NEXT: %20 = llvm.icmp "eq" %19, %11 : i1
// CHECK-NEXT: %21 = llvm.icmp "ne" %1, %8 : i64
// CHECK-NEXT: %22 = llvm.and %20, %21  : i1
// CHECK-NEXT: %23 = llvm.select %22, %15, %18 : i1, i64
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.sub %1, %25 : i64
// CHECK-NEXT: %27 = llvm.udiv %26, %0  : i64
// CHECK-NEXT: %28 = llvm.add %27, %25 : i64
// CHECK-NEXT: %29 = llvm.icmp "eq" %1, %24 : i64
// CHECK-NEXT: %30 = llvm.select %29, %24, %28 : i1, i64
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %34 = llvm.icmp "slt" %0, %31 : i64
// CHECK-NEXT: %35 = llvm.select %34, %32, %33 : i1, i64
// CHECK-NEXT: %36 = llvm.sub %35, %1 : i64
// CHECK-NEXT: %37 = llvm.sdiv %36, %0  : i64
// CHECK-NEXT: %38 = llvm.sub %33, %37 : i64
// CHECK-NEXT: %39 = llvm.sdiv %1, %0  : i64
// CHECK-NEXT: %40 = llvm.icmp "slt" %1, %31 : i64
// CHECK-NEXT: %41 = llvm.icmp "ne" %40, %34 : i1
// CHECK-NEXT: %42 = llvm.icmp "ne" %1, %31 : i64
// CHECK-NEXT: %43 = llvm.and %41, %42  : i1
// CHECK-NEXT: %44 = llvm.select %43, %38, %39 : i1, i64
// CHECK-NEXT: %45 = llvm.srem %1, %0  : i64
// CHECK-NEXT: %46 = llvm.urem %1, %0  : i64
// CHECK-NEXT: %47 = llvm.intr.smax(%1, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %48 = llvm.intr.umax(%1, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %49 = llvm.intr.smin(%1, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %50 = llvm.intr.umin(%1, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %51 = llvm.shl %1, %0 : i64
// CHECK-NEXT: %52 = llvm.ashr %1, %0  : i64
// CHECK-NEXT: %53 = llvm.lshr %1, %0  : i64
// CHECK-NEXT: %54 = llvm.and %1, %0  : i64
// CHECK-NEXT: %55 = llvm.or %1, %0  : i64
// CHECK-NEXT: %56 = llvm.xor %1, %0  : i64
// CHECK-NEXT: %57 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %58 = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT: %59 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %60 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %61 = llvm.icmp "slt" %1, %0 : i64
// CHECK-NEXT: %62 = llvm.icmp "uge" %1, %0 : i64
// CHECK-NEXT: %63 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %64 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %65 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %0 = llvm.mlir.constant(-7 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(9223372036854775807 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) -> index {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %2 = llvm.add %1, %0 : i32
// IDX32-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// IDX32-NEXT: %4 = llvm.sub %1, %0 : i32
// IDX32-NEXT: %5 = llvm.mul %1, %0 : i32
// IDX32-NEXT: %6 = llvm.sdiv %1, %0  : i32
// IDX32-NEXT: %7 = llvm.udiv %1, %0  : i32
// IDX32-NEXT: %8 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %9 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %10 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %11 = llvm.icmp "sgt" %0, %8 : i32
// IDX32-NEXT: %12 = llvm.select %11, %10, %9 : i1, i32
// IDX32-NEXT: %13 = llvm.add %1, %12 : i32
// IDX32-NEXT: %14 = llvm.sdiv %13, %0  : i32
// IDX32-NEXT: %15 = llvm.add %14, %9 : i32
// IDX32-NEXT: %16 = llvm.sub %8, %1 : i32
// IDX32-NEXT: %17 = llvm.sdiv %16, %0  : i32
// IDX32-NEXT: %18 = llvm.sub %8, %17 : i32
// IDX32-NEXT: %19 = llvm.icmp "sgt" %1, %8 : i32
// IDX32-NEXT: %20 = llvm.icmp "eq" %19, %11 : i1
// IDX32-NEXT: %21 = llvm.icmp "ne" %1, %8 : i32
// IDX32-NEXT: %22 = llvm.and %20, %21  : i1
// IDX32-NEXT: %23 = llvm.select %22, %15, %18 : i1, i32
// IDX32-NEXT: %24 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %25 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %26 = llvm.sub %1, %25 : i32
// IDX32-NEXT: %27 = llvm.udiv %26, %0  : i32
// IDX32-NEXT: %28 = llvm.add %27, %25 : i32
// IDX32-NEXT: %29 = llvm.icmp "eq" %1, %24 : i32
// IDX32-NEXT: %30 = llvm.select %29, %24, %28 : i1, i32
// IDX32-NEXT: %31 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %32 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %33 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %34 = llvm.icmp "slt" %0, %31 : i32
// IDX32-NEXT: %35 = llvm.select %34, %32, %33 : i1, i32
// IDX32-NEXT: %36 = llvm.sub %35, %1 : i32
// IDX32-NEXT: %37 = llvm.sdiv %36, %0  : i32
// IDX32-NEXT: %38 = llvm.sub %33, %37 : i32
// IDX32-NEXT: %39 = llvm.sdiv %1, %0  : i32
// IDX32-NEXT: %40 = llvm.icmp "slt" %1, %31 : i32
// IDX32-NEXT: %41 = llvm.icmp "ne" %40, %34 : i1
// IDX32-NEXT: %42 = llvm.icmp "ne" %1, %31 : i32
// IDX32-NEXT: %43 = llvm.and %41, %42  : i1
// IDX32-NEXT: %44 = llvm.select %43, %38, %39 : i1, i32
// IDX32-NEXT: %45 = llvm.srem %1, %0  : i32
// IDX32-NEXT: %46 = llvm.urem %1, %0  : i32
// IDX32-NEXT: %47 = llvm.intr.smax(%1, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %48 = llvm.intr.umax(%1, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %49 = llvm.intr.smin(%1, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %50 = llvm.intr.umin(%1, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %51 = llvm.shl %1, %0 : i32
// IDX32-NEXT: %52 = llvm.ashr %1, %0  : i32
// IDX32-NEXT: %53 = llvm.lshr %1, %0  : i32
// IDX32-NEXT: %54 = llvm.and %1, %0  : i32
// IDX32-NEXT: %55 = llvm.or %1, %0  : i32
// IDX32-NEXT: %56 = llvm.xor %1, %0  : i32
// IDX32-NEXT: %57 = llvm.trunc %arg3 : i64 to i32
// IDX32-NEXT: %58 = llvm.icmp "slt" %1, %0 : i32
// IDX32-NEXT: %59 = llvm.icmp "uge" %1, %0 : i32
// IDX32-NEXT: %60 = llvm.mlir.constant(42 : i32) : i32
// IDX32-NEXT: %61 = llvm.mlir.constant(true) : i1
// IDX32-NEXT: %62 = llvm.mlir.constant(32 : i32) : i32
// IDX32-NEXT: return %3 : index
// IDX32-NEXT: }
// IDX32-LABEL: func.func @constants() {
// IDX32-NEXT: %0 = llvm.mlir.constant(-7 : i32) : i32
// IDX32-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %2 = llvm.mlir.constant(false) : i1
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-NEXT: }
