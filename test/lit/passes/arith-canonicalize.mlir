// arith's canonicalization patterns (ArithCanonicalization.td and the C++ select
// patterns in MLIR 19): constant reassociation with merged overflow flags, a*-1,
// extended ops with an unused second result, not(cmpi), logic of extensions,
// select rewrites, cast chains. CHECK lines are mlir-opt-19's output.
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @reassoc(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %5 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %6 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %7 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %9 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %c-3_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negone(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.extsi %3 : i1 to i32
// CHECK-NEXT: return %0, %1, %2, %arg0, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @logic(%arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32, %arg4: i1, %arg5: i1) -> (i32, i32, i1, i1, i32, i32, i32, i32, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extsi %2 : i8 to i32
// CHECK-NEXT: %4 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg2, %arg3 : i32
// CHECK-NEXT: %6 = arith.extui %arg4 : i1 to i32
// CHECK-NEXT: %7 = arith.xori %arg4, %true : i1
// CHECK-NEXT: %8 = arith.extui %7 : i1 to i32
// CHECK-NEXT: %9 = arith.select %arg4, %arg3, %arg2 : i32
// CHECK-NEXT: %10 = arith.xori %arg5, %true : i1
// CHECK-NEXT: %11 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %12 = arith.extui %11 : i8 to i32
// CHECK-NEXT: return %1, %3, %4, %5, %6, %8, %arg2, %9, %10, %12 : i32, i32, i1, i1, i32, i32, i32, i32, i1, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: index, %arg2: i8, %arg3: i64) -> (i32, index, i32, i64, i16, i32, f32, f32) {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %1 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %2 = arith.extui %arg2 : i8 to i64
// CHECK-NEXT: %3 = arith.extsi %arg2 : i8 to i16
// CHECK-NEXT: %4 = arith.shrui %arg3, %c32_i64 : i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i32
// CHECK-NEXT: %6 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %7 = arith.truncf %6 : f64 to f32
// CHECK-NEXT: %8 = arith.mulf %1, %1 : f32
// CHECK-NEXT: return %arg0, %0, %arg0, %2, %3, %5, %7, %8 : i32, index, i32, i64, i16, i32, f32, f32
// CHECK-NEXT: }

func.func @reassoc(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %a0, %c5 overflow<nsw> : i32
  %s0 = arith.subi %x, %c3 : i32
  %1 = arith.addi %s0, %c5 : i32
  %s1 = arith.subi %c3, %x : i32
  %2 = arith.addi %s1, %c5 : i32
  %m0 = arith.muli %x, %c3 : i32
  %3 = arith.muli %m0, %c5 : i32
  %a1 = arith.addi %x, %c3 : i32
  %4 = arith.subi %a1, %c5 : i32
  %5 = arith.subi %c5, %a1 : i32
  %6 = arith.subi %s0, %c5 : i32
  %7 = arith.subi %s1, %c5 : i32
  %8 = arith.subi %c5, %s0 : i32
  %9 = arith.subi %c5, %s1 : i32
  %10 = arith.subi %s0, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @negone(%x: i32, %y: i32) -> (i32, i32) {
  %n = arith.constant -1 : i32
  %m = arith.muli %y, %n : i32
  %0 = arith.addi %x, %m : i32
  %m2 = arith.muli %x, %n : i32
  %1 = arith.addi %m2, %y : i32
  return %0, %1 : i32, i32
}
func.func @ext(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %one = arith.constant 1 : i32
  %l3, %h3 = arith.mulsi_extended %x, %one : i32
  return %s, %l, %l2, %l3, %h3 : i32, i32, i32, i32, i32
}
func.func @logic(%a: i8, %b: i8, %x: i32, %y: i32, %c: i1, %d: i1) -> (i32, i32, i1, i1, i32, i32, i32, i32, i1, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.cmpi eq, %sa, %sb : i32
  %cmp = arith.cmpi slt, %x, %y : i32
  %t = arith.constant true
  %3 = arith.xori %cmp, %t : i1
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %4 = arith.select %c, %o, %z : i32
  %5 = arith.select %c, %z, %o : i32
  %in = arith.select %c, %x, %y : i32
  %6 = arith.select %c, %in, %x : i32
  %not = arith.xori %c, %t : i1
  %7 = arith.select %not, %x, %y : i32
  %f = arith.constant false
  %8 = arith.select %d, %f, %t : i1
  %9 = arith.xori %ea, %eb : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i1, i1, i32, i32, i32, i32, i1, i32
}
func.func @casts(%x: i32, %i: index, %a: i8, %w: i64) -> (i32, index, i32, i64, i16, i32, f32, f32) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %e = arith.extsi %a : i8 to i32
  %2 = arith.index_cast %e : i32 to index
  %b = arith.bitcast %x : i32 to f32
  %3 = arith.bitcast %b : f32 to i32
  %u = arith.extui %a : i8 to i32
  %4 = arith.extsi %u : i32 to i64
  %ee = arith.extsi %a : i8 to i64
  %5 = arith.trunci %ee : i64 to i16
  %c32 = arith.constant 32 : i64
  %sh = arith.shrsi %w, %c32 : i64
  %6 = arith.trunci %sh : i64 to i32
  %sf = arith.sitofp %x : i32 to f64
  %7 = arith.truncf %sf : f64 to f32
  %mf = arith.mulf %b, %b : f32
  return %1, %2, %3, %4, %5, %6, %7, %mf : i32, index, i32, i64, i16, i32, f32, f32
}
