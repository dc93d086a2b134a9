// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// An integer enum property (`I64EnumAttr`, `I32EnumAttr`) holds a
// signless integer of the enum's width with one of its cases: anything
// else fails MLIR's property conversion in `<{...}>`, or the constraint
// (with the enum's ODS summary) in the attribute dictionary. llmir
// accepted any integer and printed a custom form it could not read back
// (print_idempotent fuzz finding crash-aefc1f89: `predicate = 0 : i464`).

// CHECK: error: invalid properties {predicate = 0 : i464} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 0 : i464
func.func @f(%a: i32) {"arith.cmpi"(%a, %a) <{predicate = 0 : i464}> : (i32, i32) -> i1
  return
}

// -----

// CHECK: error: invalid properties {predicate = 99 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 99 : i64
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  return
}

// -----

// CHECK: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 99 : i64} : (i32, i32) -> i1
  return
}

// -----

// CHECK: error: 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode
func.func @f(%x: f32) {
  %0 = "arith.truncf"(%x) {roundingmode = 99 : i32} : (f32) -> f16
  return
}

// -----

// CHECK: error: invalid properties {alignment = 4 : i64, ordering = 99 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 99 : i64
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.load"(%p) <{ordering = 99 : i64, alignment = 4 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// CHECK: error: 'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: lvm.icmp comparison predicate
llvm.func @f(%i: i32) {
  %0 = "llvm.icmp"(%i, %i) {predicate = 99 : i64} : (i32, i32) -> i1
  llvm.return
}

// -----

// CHECK: error: 'llvm.atomicrmw' op attribute 'bin_op' failed to satisfy constraint: llvm.atomicrmw binary operations
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  %0 = "llvm.atomicrmw"(%p, %i) {bin_op = 99 : i64, ordering = 2 : i64} : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

// CHECK: error: 'llvm.func' op attribute 'visibility_' failed to satisfy constraint: LLVM GlobalValue Visibility
"llvm.func"() ({}) {sym_name = "g", function_type = !llvm.func<void ()>, visibility_ = 99 : i64} : () -> ()
