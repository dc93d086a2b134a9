// reconcile-unrealized-casts removes casts that round-trip, casts to the
// same type, and unused casts; a cast still needed stays.
// RUN: mlir-opt %s -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: @round_trip
// CHECK-SAME: (%[[A:.*]]: i64)
// CHECK-NEXT: llvm.return %[[A]] : i64
llvm.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %unused = builtin.unrealized_conversion_cast %a : i64 to i32
  llvm.return %1 : i64
}

// CHECK-LABEL: @same_type
// CHECK-SAME: (%[[A:.*]]: i64)
// CHECK-NEXT: llvm.return %[[A]] : i64
llvm.func @same_type(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  llvm.return %0 : i64
}

// CHECK-LABEL: @needed
// CHECK-NEXT: builtin.unrealized_conversion_cast
llvm.func @needed(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  llvm.return %0 : i32
}
